import type { ChatHistoryDto } from '@draftmode/domain';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ChatEngines } from '../../chat-engines';
import { ChatHistory, conversationOf } from '../../chat-history';

@ApiTags('chat')
@ApiBearerAuth()
@Controller('chat')
@UseGuards(JwtAuthGuard)
export class GetChatHistoryController {
  constructor(
    private readonly history: ChatHistory,
    private readonly engines: ChatEngines,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user’s chat history (latest 200, oldest first) and the engine answering' })
  @ApiQuery({
    name: 'focus',
    required: false,
    description: "One conversation: 'all' or a team id (a mock draft's team too), as the messages were sent with. Without it, every one.",
  })
  async handle(@CurrentUser() user: AuthenticatedUser, @Query('focus') focus?: unknown): Promise<ChatHistoryDto> {
    return { ...this.engines.status(), messages: await this.history.list(user.id, undefined, conversationOf(focus)) };
  }
}
