import { Command } from '@nestjs/cqrs';
import type { MockDraftDetailDto } from '@draftmode/domain';

/** Manual speed ("wait for me"): the bots make their next pick, or every pick up to the user's turn. */
export class AdvanceMockDraftCommand extends Command<MockDraftDetailDto> {
  constructor(
    readonly draftId: string,
    readonly userId: string,
    readonly untilMyTurn: boolean,
  ) {
    super();
  }
}
