import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChatHistory } from '../../chat-history';
import { ClearChatHistoryCommand } from './clear-history.command';

/** Clears the user's own messages only; clearing an empty or another user's conversation deletes nothing and is no error. */
@CommandHandler(ClearChatHistoryCommand)
export class ClearChatHistoryHandler implements ICommandHandler<ClearChatHistoryCommand, void> {
  constructor(private readonly history: ChatHistory) {}

  async execute({ userId, focus }: ClearChatHistoryCommand): Promise<void> {
    await this.history.clear(userId, focus);
  }
}
