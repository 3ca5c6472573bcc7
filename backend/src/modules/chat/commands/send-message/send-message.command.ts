import type { ChatAcceptedDto } from '@draftmode/domain';
import { Command } from '@nestjs/cqrs';
import type { SendMessageBody } from './send-message.schemas';

/** A user's chat message: stored and answered at once; the reply follows over the socket. */
export class SendChatMessageCommand extends Command<ChatAcceptedDto> {
  constructor(
    readonly userId: string,
    readonly body: SendMessageBody,
  ) {
    super();
  }
}
