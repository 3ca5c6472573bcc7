import { CommandBus } from '@nestjs/cqrs';
import { Controller, Delete, HttpCode, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { conversationOf } from '../../chat-history';
import { ClearChatHistoryCommand } from './clear-history.command';

@ApiTags('chat')
@ApiBearerAuth()
@Controller('chat')
@UseGuards(JwtAuthGuard)
export class ClearChatHistoryController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete('messages')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one conversation of the signed-in user’s chat history, or all of it without focus' })
  @ApiQuery({ name: 'focus', required: false, description: "The conversation: 'all' or a team id. Without it, the whole history." })
  @ApiNoContentResponse()
  async handle(@CurrentUser() user: AuthenticatedUser, @Query('focus') focus?: unknown): Promise<void> {
    await this.commandBus.execute(new ClearChatHistoryCommand(user.id, conversationOf(focus)));
  }
}
