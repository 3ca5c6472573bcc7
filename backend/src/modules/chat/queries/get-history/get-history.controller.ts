import type { ChatHistoryDto } from '@draftmode/domain';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ChatEngines } from '../../chat-engines';
import { ChatHistory } from '../../chat-history';

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
  async handle(@CurrentUser() user: AuthenticatedUser): Promise<ChatHistoryDto> {
    return { ...this.engines.status(), messages: await this.history.list(user.id) };
  }
}
