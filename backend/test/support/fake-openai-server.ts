import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one scripted model turn does. */
export type ScriptedTurn =
  /** Streams `text` chunk by chunk and/or `toolCalls` (arguments split across chunks), then usage. */
  | { kind: 'stream'; text?: string[]; toolCalls?: { name: string; arguments: string }[]; usage?: { prompt: number; completion: number } }
  /** Answers with an HTTP error and an OpenAI-style error body. */
  | { kind: 'fail'; status: number; message?: string }
  /** Streams `text`, then goes silent without ending the response. */
  | { kind: 'stall'; text: string[] };

/** A chat-completions request as the fake server received it. */
export interface RecordedRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    messages: Array<{
      role: string;
      content: string | null;
      tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
      tool_call_id?: string;
    }>;
    tools?: Array<{ type: string; function: { name: string } }>;
  };
}

export interface FakeOpenAi {
  /** Base URL to give the openai client (ends in /v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets what the next requests get: the function receives the request and its 0-based number. */
  script(next: (request: RecordedRequest, index: number) => ScriptedTurn): void;
  close(): Promise<void>;
}

/**
 * A small OpenAI-compatible server on loopback: POST /v1/chat/completions with `stream: true`
 * answered as server-sent events, exactly the frames the real API sends (role delta, content
 * deltas, tool-call deltas, a finish reason, a usage chunk, `[DONE]`). Requests need
 * `Authorization: Bearer <apiKey>`.
 */
export async function startFakeOpenAi(apiKey: string): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let next: (request: RecordedRequest, index: number) => ScriptedTurn = () => ({ kind: 'stream', text: ['OK'] });
  const stalled = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return json(res, 404, { error: { message: `No route ${req.method} ${req.url}` } });
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    const request: RecordedRequest = {
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'],
    };
    requests.push(request);
    if (!request.body.stream) return json(res, 400, { error: { message: 'This fake only streams' } });
    const turn = next(request, requests.length - 1);
    if (turn.kind === 'fail')
      return json(res, turn.status, { error: { message: turn.message ?? 'The server had an error', type: 'server_error' } });

    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    const id = `chatcmpl-${requests.length}`;
    const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1_763_770_300, model: request.body.model, choices, ...extra })}\n\n`,
      );
    const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

    send([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    for (const text of turn.text ?? []) {
      await pause();
      send([{ index: 0, delta: { content: text }, finish_reason: null }]);
    }
    if (turn.kind === 'stall') {
      stalled.add(res);
      return;
    }
    const calls = turn.toolCalls ?? [];
    for (const [index, call] of calls.entries()) {
      send([
        {
          index: 0,
          delta: {
            tool_calls: [{ index, id: `call_${requests.length}_${index}`, type: 'function', function: { name: call.name, arguments: '' } }],
          },
          finish_reason: null,
        },
      ]);
      // Arguments arrive in pieces, as they do from the real API.
      const half = Math.ceil(call.arguments.length / 2);
      for (const piece of [call.arguments.slice(0, half), call.arguments.slice(half)]) {
        if (piece) send([{ index: 0, delta: { tool_calls: [{ index, function: { arguments: piece } }] }, finish_reason: null }]);
      }
    }
    send([{ index: 0, delta: {}, finish_reason: calls.length > 0 ? 'tool_calls' : 'stop' }]);
    if (request.body.stream_options?.include_usage && turn.usage) {
      send([], {
        usage: {
          prompt_tokens: turn.usage.prompt,
          completion_tokens: turn.usage.completion,
          total_tokens: turn.usage.prompt + turn.usage.completion,
        },
      });
    }
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(fn) {
      next = fn;
    },
    async close() {
      for (const res of stalled) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
