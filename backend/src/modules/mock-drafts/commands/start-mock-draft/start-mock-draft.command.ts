import { Command } from '@nestjs/cqrs';
import type { MockDraftDetailDto, StartMockDraftBody } from '@draftmode/domain';

/** Start a mock draft: a new mock team stream and the bots on the other slots. */
export class StartMockDraftCommand extends Command<MockDraftDetailDto> {
  constructor(
    readonly userId: string,
    readonly body: StartMockDraftBody,
  ) {
    super();
  }
}
