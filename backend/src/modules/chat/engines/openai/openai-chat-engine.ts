import { scoringLabel } from '@draftmode/domain';
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageFunctionToolCall, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { CHAT_TOOL_DEFINITIONS, type ChatToolRegistry } from '../../tools/chat-tool-registry';
import type { ChatReply, ChatRequest, TokenListener } from '../chat-engine';

interface OpenAiSettings {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  /** Per request, and the longest silence allowed while a reply streams. */
  timeoutMs: number;
}

/** Model round trips allowed for one answer (each tool-call round is one). */
const MAX_TOOL_ROUNDS = 5;
/** Retries of a failed request (connection errors, 408, 409, 429, 5xx), with the SDK's exponential backoff. */
const MAX_RETRIES = 2;

/** Why the provider did not answer, in words for the chat; the details go to the log. */
export class ProviderError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'ProviderError';
  }
}

/**
 * The AI provider (docs/draft-rules.md §6): any OpenAI-compatible chat-completions server, through the openai
 * SDK. The reply streams token by token; when the model calls tools, they run on the server
 * against the user's data and their results go back to the model, up to {@link MAX_TOOL_ROUNDS}.
 * Requests time out and are retried with backoff by the SDK; a stream that goes silent for the
 * timeout is aborted.
 */
export class OpenAiChatEngine {
  private readonly client: OpenAI;

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly tools: ChatToolRegistry,
  ) {
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, timeout: settings.timeoutMs, maxRetries: MAX_RETRIES });
  }

  get model(): string {
    return this.settings.model;
  }

  async reply(request: ChatRequest, onToken: TokenListener): Promise<ChatReply> {
    const context = await this.tools.draftContext({ userId: request.userId, focus: request.focus, screenTeam: request.screenTeam ?? null });
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: [systemPrompt(request), context].filter(Boolean).join('\n\n') },
      ...request.history.map((turn): ChatCompletionMessageParam =>
        turn.role === 'user' ? { role: 'user', content: turn.content } : { role: 'assistant', content: turn.content },
      ),
      { role: 'user', content: request.message },
    ];
    let promptTokens = 0;
    let completionTokens = 0;
    let answer = '';

    for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
      const streamed = await this.streamOnce(messages, onToken);
      promptTokens += streamed.promptTokens;
      completionTokens += streamed.completionTokens;
      answer += streamed.content;
      if (streamed.toolCalls.length === 0) {
        if (answer.trim() === '') throw new ProviderError('it sent an empty reply');
        return { content: answer, engine: 'openai', promptTokens, completionTokens };
      }
      messages.push({ role: 'assistant', content: streamed.content || null, tool_calls: streamed.toolCalls });
      for (const call of streamed.toolCalls) {
        const result = await this.tools.run(
          { userId: request.userId, focus: request.focus, screenTeam: request.screenTeam ?? null, question: request.message },
          call.function.name,
          call.function.arguments,
        );
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new ProviderError(`it kept calling tools for more than ${MAX_TOOL_ROUNDS} rounds`);
  }

  /** One streamed completion: its text (sent on as tokens), its tool calls and its usage. */
  private async streamOnce(messages: ChatCompletionMessageParam[], onToken: TokenListener) {
    const abort = new AbortController();
    let idle: NodeJS.Timeout | undefined;
    let timedOut = false;
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, this.settings.timeoutMs);
    };
    let content = '';
    const calls = new Map<number, { id: string; name: string; arguments: string }>();
    let promptTokens = 0;
    let completionTokens = 0;
    let finished = false;
    try {
      const stream = await this.client.chat.completions.create(
        { model: this.settings.model, messages, tools: CHAT_TOOL_DEFINITIONS, stream: true, stream_options: { include_usage: true } },
        { signal: abort.signal },
      );
      armIdle();
      for await (const chunk of stream) {
        armIdle();
        if (chunk.usage) {
          promptTokens += chunk.usage.prompt_tokens;
          completionTokens += chunk.usage.completion_tokens;
        }
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          content += delta.content;
          onToken(delta.content);
        }
        for (const part of delta.tool_calls ?? []) {
          const call = calls.get(part.index) ?? { id: '', name: '', arguments: '' };
          if (part.id) call.id = part.id;
          if (part.function?.name) call.name += part.function.name;
          if (part.function?.arguments) call.arguments += part.function.arguments;
          calls.set(part.index, call);
        }
        if (chunk.choices[0]?.finish_reason) finished = true;
      }
    } catch (error) {
      throw new ProviderError(timedOut ? 'it stopped responding' : reasonFor(error), { cause: error });
    } finally {
      clearTimeout(idle);
    }
    // The SDK ends the iteration quietly when the request is aborted, so silence is checked here.
    if (timedOut) throw new ProviderError('it stopped responding');
    if (!finished) throw new ProviderError('its reply was cut off');
    const toolCalls: ChatCompletionMessageFunctionToolCall[] = [...calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({
        id: call.id || `call_${index}`,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      }));
    return { content, toolCalls, promptTokens, completionTokens };
  }
}

function reasonFor(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return 'it timed out';
  if (error instanceof APIUserAbortError) return 'the request was cancelled';
  if (error instanceof APIError) {
    if (error.status === 401 || error.status === 403) return 'it refused the API key';
    if (error.status === 429) return 'it is rate-limiting us';
    if (error.status === 404) return 'it does not know the configured model';
    if (typeof error.status === 'number') return `it answered with error ${error.status}`;
    return 'it could not be reached';
  }
  return 'it sent a reply we could not read';
}

function systemPrompt(request: ChatRequest): string {
  const focused = request.teams.find((team) => team.id === request.focus);
  const onScreen = request.teams.find((team) => team.id === request.screenTeam);
  const teams =
    request.teams.length === 0
      ? 'The user has no teams yet; suggest adding one in My Teams for advice about their roster.'
      : `The user's teams (the only teams you may discuss):\n${request.teams
          .map(
            (team) =>
              `- ${team.name} (id ${team.id}): ${scoringLabel(team)}, ${team.leagueSize} teams, drafting from slot ${team.draftPosition}, ${team.playerCount} players`,
          )
          .join('\n')}`;
  return [
    'You are DraftMode, a fantasy football draft assistant. Be concise and concrete: name players and give numbers (projected points, ADP, pick numbers, chance available, grades).',
    'Get every fact about the user’s teams and about players from the tools; never invent players, rosters, pick numbers or grades, and quote the tools’ numbers as they are (they are the draft screen’s). draft_advice answers each kind of question managers ask. If a tool says a name is unclear or not in the pool, ask the user or say so; never answer about a different player. If the tools cannot answer, say so plainly.',
    'Answer in Markdown. Only fantasy football; politely decline anything else.',
    teams,
    focused
      ? `The user is focused on ${focused.name} (id ${focused.id}); use it unless they ask about another of their teams.`
      : onScreen
        ? `The user's draft screen shows ${onScreen.name} (id ${onScreen.id}); answer about it unless they ask about another of their teams.`
        : 'The user is asking about all of their teams.',
  ].join('\n\n');
}
