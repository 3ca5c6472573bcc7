import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { SendChatMessageHandler, type SendMessageResult } from './send-message.handler';
import { sendMessageBodySchema, type SendMessageBody } from './send-message.schema';

@ApiTags('chat')
@ApiBearerAuth()
@Controller('chat')
@UseGuards(JwtAuthGuard)
export class SendChatMessageController {
  constructor(private readonly handler: SendChatMessageHandler) {}

  @Post('messages')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Ask the chat a question (1 to 2,000 characters, focus "all" or one of your team ids)',
    description: 'The reply streams to the user’s sockets as chat.token events, then chat.message; this response carries the same final reply.',
  })
  @ApiTooManyRequestsResponse({ description: 'More than 10 messages in a minute' })
  handle(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(sendMessageBodySchema)) body: SendMessageBody): Promise<SendMessageResult> {
    return this.handler.execute(user.id, body);
  }
}
