import type { DraftRoomDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';

/** Records that the report card of one of the user's teams was shown, so it opens by itself only once, on any device. */
export class MarkReportCardSeenCommand extends Command<DraftRoomDto> {
  constructor(
    readonly teamId: string,
    readonly userId: string,
  ) {
    super();
  }
}
