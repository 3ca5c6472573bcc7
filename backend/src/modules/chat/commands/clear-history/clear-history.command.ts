import { Command } from '@nestjs/cqrs';

/** Deletes one conversation of the user's chat history (`focus`: 'all' or a team id), or all of it without focus. */
export class ClearChatHistoryCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly focus: string | undefined,
  ) {
    super();
  }
}
