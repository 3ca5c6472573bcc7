import { Command } from '@nestjs/cqrs';
import type { MockDraftDetailDto, UpdateMockDraftPayload } from '@draftmode/domain';

/** Change a mock draft's speed or auto-pick, or pause / resume it. */
export class UpdateMockDraftCommand extends Command<MockDraftDetailDto> {
  constructor(
    readonly draftId: string,
    readonly userId: string,
    readonly body: UpdateMockDraftPayload,
  ) {
    super();
  }
}
