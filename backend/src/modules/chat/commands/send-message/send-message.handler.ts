import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isUuid, TEAM_NOT_FOUND } from '../../../teams';
import { ChatEngines } from '../../chat-engines';
import { ChatHistory, type ChatMessageDto } from '../../chat-history';
import { CHAT_MESSAGES } from '../../chat.messages';
import { ChatRateLimiter } from '../../chat-rate-limiter';
import type { ChatReply, ChatRequest } from '../../engines/chat-engine';
import { ProviderError } from '../../engines/openai/openai-chat-engine';
import { ChatGateway } from '../../realtime/chat.gateway';
import { ChatTools } from '../../tools/chat-tools';
import type { SendMessageBody } from './send-message.schema';

/** Earlier messages the model sees with a new question. */
export const CONTEXT_MESSAGES = 12;

export interface SendMessageResult {
  requestId: string;
  question: ChatMessageDto;
  reply: ChatMessageDto;
}

/**
 * Answers one chat message: rate limit, focus check (only the user's own teams), store the
 * question, stream the reply over the user's sockets (`chat.token`, then `chat.message`) and
 * return it for the REST caller. When the AI provider fails after its retries, the built-in
 * engine answers and the reply says plainly that the provider did not.
 */
@Injectable()
export class SendChatMessageHandler {
  private readonly logger = new Logger(SendChatMessageHandler.name);

  constructor(
    private readonly limiter: ChatRateLimiter,
    private readonly history: ChatHistory,
    private readonly engines: ChatEngines,
    private readonly tools: ChatTools,
    private readonly gateway: ChatGateway,
  ) {}

  async execute(userId: string, body: SendMessageBody): Promise<SendMessageResult> {
    const focus = body.focus === 'all' ? 'all' : body.focus;
    if (focus !== 'all' && !isUuid(focus)) throw new BadRequestException({ message: CHAT_MESSAGES.badFocus, fields: { focus: CHAT_MESSAGES.badFocus } });
    const teams = await this.tools.listTeams(userId);
    if (focus !== 'all' && !teams.some((team) => team.id === focus)) throw new NotFoundException(TEAM_NOT_FOUND);
    await this.limiter.take(userId);

    const requestId = body.requestId ?? randomUUID();
    const earlier = await this.history.list(userId, CONTEXT_MESSAGES);
    const question = await this.history.append({ userId, role: 'user', content: body.content, focus, engine: this.engines.active });
    const request: ChatRequest = { userId, focus, message: body.content, history: earlier.map(({ role, content }) => ({ role, content })), teams };

    const answer = await this.answer(request, (delta) => this.gateway.token(userId, { requestId, delta }));
    const reply = await this.history.append({ userId, role: 'ai', focus, ...answer });
    this.gateway.message(userId, { requestId, question, reply });
    return { requestId, question, reply };
  }

  private async answer(request: ChatRequest, onToken: (delta: string) => void): Promise<ChatReply> {
    const openai = this.engines.openai;
    if (!openai) return this.engines.builtin.reply(request);
    try {
      return await openai.reply(request, onToken);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.logger.warn(`AI provider failed (${error.reason}): ${error.cause instanceof Error ? error.cause.message : String(error.cause ?? '')}`);
      const fallback = await this.engines.builtin.reply(request);
      return { ...fallback, content: `${CHAT_MESSAGES.providerFailed(error.reason)}\n\n${fallback.content}` };
    }
  }
}
