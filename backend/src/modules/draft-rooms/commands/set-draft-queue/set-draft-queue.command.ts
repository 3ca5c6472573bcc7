import type { DraftRoomDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** Replaces the draft queue of one of the user's teams with these player ids, in the user's order. */
export class SetDraftQueueCommand extends Command<DraftRoomDto> {
  constructor(
    readonly teamId: string,
    readonly userId: string,
    readonly playerIds: readonly string[],
  ) {
    super();
  }
}
