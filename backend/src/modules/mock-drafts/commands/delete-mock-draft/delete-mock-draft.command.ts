import { Command } from '@nestjs/cqrs';

/** Delete a mock draft and its mock team. */
export class DeleteMockDraftCommand extends Command<void> {
  constructor(
    readonly draftId: string,
    readonly userId: string,
  ) {
    super();
  }
}
