import type { ChatAcceptedDto } from '@draftmode/domain';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe';
import { SendChatMessageCommand } from './send-message.command';
import { sendMessageBodySchema, type SendMessageBody } from './send-message.schemas';

@ApiTags('chat')
@ApiBearerAuth()
@Controller('chat')
@UseGuards(JwtAuthGuard)
export class SendChatMessageController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('messages')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Ask the chat a question (1 to 2,000 characters, focus "all" or one of your team ids, screenTeam the team on the draft screen)',
    description:
      'Answers at once with the request id and the stored question; the reply is produced off the request and streams to the user’s sockets as chat.token events, then chat.message (and is in GET /api/chat once stored).',
  })
  @ApiTooManyRequestsResponse({ description: 'More than 10 messages in a minute' })
  handle(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(sendMessageBodySchema)) body: SendMessageBody,
  ): Promise<ChatAcceptedDto> {
    return this.commandBus.execute(new SendChatMessageCommand(user.id, body));
  }
}
