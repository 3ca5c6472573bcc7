import { Controller, Delete, HttpCode, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../../../infra/auth/authenticated-user';
import { JwtAuthGuard } from '../../../../infra/auth/guards';
import { ChatHistory } from '../../chat-history';

@ApiTags('chat')
@ApiBearerAuth()
@Controller('chat')
@UseGuards(JwtAuthGuard)
export class ClearChatHistoryController {
  constructor(private readonly history: ChatHistory) {}

  @Delete('messages')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete the signed-in user’s whole chat history' })
  @ApiNoContentResponse()
  async handle(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.history.clear(user.id);
  }
}
