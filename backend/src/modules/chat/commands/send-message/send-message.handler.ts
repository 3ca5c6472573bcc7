import type { ChatAcceptedDto, ChatMessageDto } from '@draftmode/domain';
import { BadRequestException, Logger, NotFoundException, type BeforeApplicationShutdown } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { isUuid, TEAM_NOT_FOUND } from '../../../teams';
import { ChatEngines } from '../../chat-engines';
import { ChatHistory } from '../../chat-history';
import { CHAT_MESSAGES } from '../../chat.messages';
import { ChatRateLimiter } from '../../chat-rate-limiter';
import type { ChatReply, ChatRequest } from '../../engines/chat-engine';
import { ProviderError } from '../../engines/openai/openai-chat-engine';
import { ChatGateway } from '../../realtime/chat.gateway';
import { ChatTools } from '../../tools/chat-tools';
import { SendChatMessageCommand } from './send-message.command';

/** Earlier messages the model sees with a new question. */
const CONTEXT_MESSAGES = 12;

/** Words of the built-in engine's reply sent per `chat.token`. */
const BUILTIN_TOKEN_WORDS = 4;

/**
 * Takes one chat message: rate limit, focus check (only the user's own teams, a mock draft's
 * included; the focus is the message's conversation), store the
 * question and answer at once with its id. The reply is produced off the request: it streams over
 * the user's sockets (`chat.token`), is stored, and is pushed as `chat.message`. When the AI
 * provider fails after its retries, the built-in engine answers and the reply says plainly that
 * the provider did not; the built-in engine's reply streams too.
 */
@CommandHandler(SendChatMessageCommand)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessageCommand, ChatAcceptedDto>, BeforeApplicationShutdown {
  private readonly logger = new Logger(SendChatMessageHandler.name);
  /** Replies being produced, so shutting down waits for them instead of cutting them off. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly limiter: ChatRateLimiter,
    private readonly history: ChatHistory,
    private readonly engines: ChatEngines,
    private readonly tools: ChatTools,
    private readonly gateway: ChatGateway,
  ) {}

  async execute({ userId, body }: SendChatMessageCommand): Promise<ChatAcceptedDto> {
    const focus = body.focus === 'all' ? 'all' : body.focus;
    if (focus !== 'all' && !isUuid(focus))
      throw new BadRequestException({ message: CHAT_MESSAGES.badFocus, fields: { focus: CHAT_MESSAGES.badFocus } });
    const teams = await this.tools.listTeams(userId);
    if (focus !== 'all' && !teams.some((team) => team.id === focus)) {
      // A mock draft's team is not listed, but is the user's own and has its own conversation.
      const mock = await this.tools.summaryOf(userId, focus);
      if (!mock) throw new NotFoundException(TEAM_NOT_FOUND);
      teams.push(mock);
    }
    // A mock draft's team is on screen but not among the listed teams: it is the user's own all the same.
    const screenTeam = body.screenTeam ?? null;
    if (screenTeam && !teams.some((team) => team.id === screenTeam)) {
      const mock = await this.tools.summaryOf(userId, screenTeam);
      if (mock) teams.push(mock);
    }
    await this.limiter.take(userId);

    const requestId = body.requestId ?? randomUUID();
    // The model sees this conversation only: another team's talk is not about this one.
    const earlier = await this.history.list(userId, CONTEXT_MESSAGES, focus);
    const question = await this.history.append({ userId, role: 'user', content: body.content, focus, engine: this.engines.active });
    const request: ChatRequest = {
      userId,
      focus,
      screenTeam,
      message: body.content,
      history: earlier.map(({ role, content }) => ({ role, content })),
      teams,
    };
    const work = this.produce(request, requestId, question).finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
    return { requestId, question };
  }

  /** Resolves when every reply under way is stored (tests wait for it; shutdown too). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  private async produce(request: ChatRequest, requestId: string, question: ChatMessageDto): Promise<void> {
    const { userId, focus } = request;
    let reply: ChatMessageDto;
    try {
      const answer = await this.answer(request, (delta) => this.gateway.token(userId, { requestId, delta }));
      reply = await this.history.append({ userId, role: 'ai', focus, ...answer });
    } catch (error) {
      this.logger.error(`Chat reply failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      try {
        reply = await this.history.append({ userId, role: 'ai', focus, content: CHAT_MESSAGES.replyFailed, engine: this.engines.active });
      } catch (storeError) {
        this.logger.error(`Chat reply could not be stored: ${storeError instanceof Error ? storeError.message : String(storeError)}`);
        return;
      }
    }
    this.gateway.message(userId, { requestId, question, reply });
  }

  private async answer(request: ChatRequest, onToken: (delta: string) => void): Promise<ChatReply> {
    const openai = this.engines.openai;
    if (!openai) return streamed(await this.engines.builtin.reply(request), onToken);
    try {
      return await openai.reply(request, onToken);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.logger.warn(
        `AI provider failed (${error.reason}): ${error.cause instanceof Error ? error.cause.message : String(error.cause ?? '')}`,
      );
      const fallback = await this.engines.builtin.reply(request);
      return streamed({ ...fallback, content: `${CHAT_MESSAGES.providerFailed(error.reason)}\n\n${fallback.content}` }, onToken);
    }
  }
}

/** Sends a finished reply as tokens of a few words each, yielding between them so each goes out on its own. */
async function streamed(reply: ChatReply, onToken: (delta: string) => void): Promise<ChatReply> {
  const pieces = reply.content.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < pieces.length; i += BUILTIN_TOKEN_WORDS) {
    onToken(pieces.slice(i, i + BUILTIN_TOKEN_WORDS).join(''));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return reply;
}
