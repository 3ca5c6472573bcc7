import { Module } from '@nestjs/common';
import { PlayerPoolModule } from '../player-pool';
import { TeamsModule } from '../teams';
import { ChatEngines } from './chat-engines';
import { ChatHistory } from './chat-history';
import { ChatRateLimiter } from './chat-rate-limiter';
import { ClearChatHistoryController } from './commands/clear-history/clear-history.controller';
import { ClearChatHistoryHandler } from './commands/clear-history/clear-history.handler';
import { SendChatMessageController } from './commands/send-message/send-message.controller';
import { SendChatMessageHandler } from './commands/send-message/send-message.handler';
import { BuiltinChatEngine } from './engines/builtin/builtin-chat-engine';
import { GetChatHistoryController } from './queries/get-history/get-history.controller';
import { ChatGateway } from './realtime/chat.gateway';
import { ChatToolRegistry } from './tools/chat-tool-registry';
import { ChatTools } from './tools/chat-tools';

/**
 * The AI chat (docs/draft-rules.md §6): the OpenAI provider or the built-in strategy engine, tools over the
 * user's own teams, per-user history and rate limit, replies streamed over the socket.
 */
@Module({
  imports: [TeamsModule, PlayerPoolModule],
  controllers: [GetChatHistoryController, SendChatMessageController, ClearChatHistoryController],
  providers: [
    ChatTools,
    ChatToolRegistry,
    BuiltinChatEngine,
    ChatEngines,
    ChatHistory,
    ChatRateLimiter,
    ChatGateway,
    SendChatMessageHandler,
    ClearChatHistoryHandler,
  ],
})
export class ChatModule {}
