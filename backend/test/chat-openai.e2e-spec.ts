import { randomUUID } from 'node:crypto';
import { type ChatExchangeDto, type ChatTokenDto, SOCKET_EVENTS } from '@draftmode/domain';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SendChatMessageHandler } from '../src/modules/chat/commands/send-message/send-message.handler';
import { ChatTools } from '../src/modules/chat/tools/chat-tools';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startFakeOpenAi, type FakeOpenAi, type RecordedRequest } from './support/fake-openai-server';
import { connected, until, urlOf } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

const API_KEY = 'sk-fake-draftmode-test';

/**
 * The chat with OPENAI_API_KEY set: the real openai client against an OpenAI-compatible server
 * on loopback that streams scripted replies and tool calls, or fails.
 */
describe('Chat with the OpenAI provider', () => {
  let fake: FakeOpenAi;
  let testApp: TestApp;
  let url: string;
  let owner: TestAccount;
  let stranger: TestAccount;
  let teamId: string;
  let strangerTeamId: string;
  const sockets: Socket[] = [];
  const http = () => request(testApp.app.getHttpServer());

  async function createTeam(account: TestAccount, name: string): Promise<{ id: string; version: number }> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name, scoringFormat: 'Half-PPR', leagueSize: 10, draftPosition: 7, commandId: randomUUID() })
      .expect(201);
    const detail = (response.body as { team: { team: { id: string }; version: number } }).team;
    return { id: detail.team.id, version: detail.version };
  }

  function listen(account: TestAccount): { socket: Socket; tokens: ChatTokenDto[]; messages: ChatExchangeDto[] } {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: account.token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const tokens: ChatTokenDto[] = [];
    const messages: ChatExchangeDto[] = [];
    socket.on(SOCKET_EVENTS.chatToken, (payload: ChatTokenDto) => tokens.push(payload));
    socket.on(SOCKET_EVENTS.chatMessage, (payload: ChatExchangeDto) => messages.push(payload));
    return { socket, tokens, messages };
  }

  /** Asks, then waits for the reply, which is produced off the request: the exchange as `chat.message` carries it. */
  async function send(content: string, focus = teamId, requestId = randomUUID()) {
    const accepted = await http().post('/api/chat/messages').set(bearer(owner.token)).send({ content, focus, requestId }).expect(202);
    const question = (accepted.body as { question: { id: string } }).question;
    await testApp.app.get(SendChatMessageHandler).settled();
    const messages = (
      (await http().get('/api/chat').set(bearer(owner.token)).expect(200)).body as {
        messages: Array<{ id: string; role: string; content: string; engine: string }>;
      }
    ).messages;
    const reply = messages.slice(messages.findIndex((message) => message.id === question.id) + 1).find((message) => message.role === 'ai')!;
    return { body: { requestId, question, reply } };
  }

  async function storedReply(id: string): Promise<{ engine: string; prompt_tokens: number | null; completion_tokens: number | null }> {
    const [row] = (await testApp.app
      .get(DataSource)
      .query('SELECT engine, prompt_tokens, completion_tokens FROM chat_messages WHERE id = $1', [id])) as {
      engine: string;
      prompt_tokens: number | null;
      completion_tokens: number | null;
    }[];
    return row!;
  }

  const toolMessages = (req: RecordedRequest) => req.body.messages.filter((message) => message.role === 'tool');

  beforeAll(async () => {
    fake = await startFakeOpenAi(API_KEY);
    testApp = await startTestApp('chat_openai', {
      OPENAI_API_KEY: API_KEY,
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'draftmode-fake-1',
      OPENAI_TIMEOUT_MS: '1500',
    });
    url = await urlOf(testApp.app);
    [owner, stranger] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
    const team = await createTeam(owner, 'Gridiron Owls');
    teamId = team.id;
    strangerTeamId = (await createTeam(stranger, 'Hidden Rival')).id;
    await http()
      .post(`/api/teams/${teamId}/picks`)
      .set(bearer(owner.token))
      .send({ expectedVersion: team.version, commandId: randomUUID(), playerId: 'puka-nacua' })
      .expect(200);
  });

  beforeEach(() => {
    fake.requests.length = 0;
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  it('says the OpenAI provider answers, with its model', async () => {
    const response = await http().get('/api/chat').set(bearer(owner.token)).expect(200);
    expect(response.body).toMatchObject({ engine: 'openai', model: 'draftmode-fake-1' });
  });

  it('streams the reply token by token over the socket, then the final message, and records token usage', async () => {
    fake.script(() => ({ kind: 'stream', text: ['Take ', '**Bijan ', 'Robinson**', ' now.'], usage: { prompt: 321, completion: 12 } }));
    const { socket, tokens, messages } = listen(owner);
    await connected(socket);
    const requestId = randomUUID();
    const response = await send('Who should I take?', teamId, requestId);

    expect(response.body.reply).toMatchObject({ role: 'ai', engine: 'openai', content: 'Take **Bijan Robinson** now.', focus: teamId });
    await until(() => messages.length === 1);
    expect(tokens.map((token) => token.delta)).toEqual(['Take ', '**Bijan ', 'Robinson**', ' now.']);
    expect(tokens.every((token) => token.requestId === requestId)).toBe(true);
    expect(messages[0]).toEqual(response.body);
    expect(await storedReply(response.body.reply.id)).toEqual({ engine: 'openai', prompt_tokens: 321, completion_tokens: 12 });

    const [sent] = fake.requests;
    expect(sent!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent!.body).toMatchObject({ model: 'draftmode-fake-1', stream: true, stream_options: { include_usage: true } });
    expect(sent!.body.tools!.map((tool) => tool.function.name)).toEqual([
      'list_teams',
      'get_team',
      'best_available',
      'grade_pick',
      'lookup_player',
      'draft_advice',
    ]);
    const system = sent!.body.messages[0]!.content!;
    expect(system).toContain(`Gridiron Owls (id ${teamId})`);
    expect(system).not.toContain('Hidden Rival');
    // The draft's context comes with the question: the team's picks and roster.
    expect(system).toContain(
      // Puka Nacua is the own pick at 7 and no other pick is recorded: pick 1 is on the clock and the
      // next own pick is 14, as the draft screen says.
      `Draft context for Gridiron Owls (id ${teamId}), 10 teams, slot 7, 15 rounds: Pick 1 (round 1) is on the clock; the user's next pick is 14;`,
    );
    expect(system).toContain('Roster (1/15): Puka Nacua (WR, LAR).');
    expect(sent!.body.messages.at(-1)).toEqual({ role: 'user', content: 'Who should I take?' });
  });

  it('runs the model’s tool calls on the server over the user’s own data and sends the results back', async () => {
    fake.script((req, index) => {
      if (index === 0) {
        return {
          kind: 'stream',
          toolCalls: [
            { name: 'get_team', arguments: '{}' },
            { name: 'best_available', arguments: JSON.stringify({ position: 'RB', limit: 3 }) },
            { name: 'get_team', arguments: JSON.stringify({ team_id: strangerTeamId }) },
            { name: 'lookup_player', arguments: JSON.stringify({ name: 'Saquon' }) },
          ],
          usage: { prompt: 400, completion: 30 },
        };
      }
      const best = JSON.parse(toolMessages(req)[1]!.content!) as { players: { name: string; chanceAvailableAtNextPick: number }[] };
      return {
        kind: 'stream',
        text: [`Go with ${best.players[0]!.name} (${best.players[0]!.chanceAvailableAtNextPick}% to last).`],
        usage: { prompt: 900, completion: 20 },
      };
    });
    const response = await send('Which RB next?');

    expect(fake.requests).toHaveLength(2);
    const followUp = fake.requests[1]!;
    const assistant = followUp.body.messages.find((message) => message.role === 'assistant' && message.tool_calls);
    expect(assistant!.tool_calls!.map((call) => call.function.name)).toEqual(['get_team', 'best_available', 'get_team', 'lookup_player']);
    const results = toolMessages(followUp).map((message) => JSON.parse(message.content!) as Record<string, unknown>);
    expect(toolMessages(followUp).map((message) => message.tool_call_id)).toEqual(assistant!.tool_calls!.map((call) => call.id));

    const team = results[0] as {
      team: { name: string; leagueSize: number };
      roster: { name: string; slot: string }[];
      draft: { currentPick: number; nextPick: number };
    };
    expect(team.team).toMatchObject({ name: 'Gridiron Owls', leagueSize: 10 });
    expect(team.roster).toEqual([expect.objectContaining({ name: 'Puka Nacua', slot: 'WR1' })]);
    expect(team.draft).toMatchObject({ currentPick: 1, nextPick: 14 });

    const best = results[1] as { players: { name: string; position: string; chanceAvailableAtNextPick: number }[] };
    expect(best.players).toHaveLength(3);
    expect(best.players.every((player) => player.position === 'RB')).toBe(true);
    expect(results[2]).toEqual({ error: 'Team not found. Use a team id from list_teams.' });
    expect(JSON.stringify(results)).not.toContain('Hidden Rival');
    expect((results[3] as { players: { name: string }[] }).players[0]!.name).toBe('Saquon Barkley');

    expect(response.body.reply.content).toBe(`Go with ${best.players[0]!.name} (${best.players[0]!.chanceAvailableAtNextPick}% to last).`);
    expect(await storedReply(response.body.reply.id)).toEqual({ engine: 'openai', prompt_tokens: 1300, completion_tokens: 50 });
  });

  it('gives the model the built-in engine’s answers as a tool, and never a player the user did not name', async () => {
    fake.script((req, index) => {
      if (index === 0) {
        return {
          kind: 'stream',
          toolCalls: [
            { name: 'draft_advice', arguments: JSON.stringify({ topic: 'grade-team' }) },
            { name: 'grade_pick', arguments: JSON.stringify({ player: 'Tank Dell' }) },
            { name: 'draft_advice', arguments: JSON.stringify({ topic: 'compare', players: ['Jaylen Wadle', 'Tank Bigsbee'] }) },
            { name: 'draft_advice', arguments: JSON.stringify({ topic: 'at-next-pick', players: ['Jaylen Waddle'] }) },
          ],
        };
      }
      return { kind: 'stream', text: ['Done.'] };
    });
    await send('Grade my team, and should I take Tank Dell?');
    const results = toolMessages(fake.requests[1]!).map((message) => JSON.parse(message.content!) as { answer?: string; error?: string });
    const builtin = testApp.app.get(ChatTools);
    const team = await builtin.team(owner.id, teamId);
    expect(results[0]!.answer).toBe(
      builtin.advisor.answer(team, { intent: 'grade-team', message: 'Grade my team, and should I take Tank Dell?', players: [] }),
    );
    expect(results[1]).toEqual({
      error: 'Tank Dell is not in the 2025 player pool. Tell the user so; do not answer about another player.',
    });
    expect(results[2]!.error).toContain('did you mean Tank Bigsby (RB, JAX)? Do not guess.');
    const waddle = team.moment.byId.get('jaylen-waddle')!;
    expect(results[3]!.answer).toContain(`**${Math.round(waddle.chance * 100)}% chance** he is still there at pick ${team.chancePick}`);
  });

  it('sends the earlier conversation with the next question', async () => {
    await http().delete('/api/chat/messages').set(bearer(owner.token)).expect(204);
    fake.script(() => ({ kind: 'stream', text: ['First answer.'] }));
    await send('First question', 'all');
    fake.script(() => ({ kind: 'stream', text: ['Second answer.'] }));
    await send('Second question', 'all');
    expect(fake.requests[1]!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'Second question' },
    ]);
  });

  it('retries a failing provider with backoff, then answers with the built-in engine and says so', async () => {
    fake.script(() => ({ kind: 'fail', status: 500 }));
    const started = Date.now();
    const response = await send('When is my next pick?');
    expect(fake.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThan(500);
    const reply = response.body.reply as { engine: string; content: string; id: string };
    expect(reply.engine).toBe('builtin');
    expect(reply.content).toContain(
      "**The AI provider did not answer** (it answered with error 500), so DraftMode's built-in strategy engine answered instead.",
    );
    expect(reply.content).toContain('Your next pick is **14** (round 2)');
    expect(await storedReply(reply.id)).toEqual({ engine: 'builtin', prompt_tokens: null, completion_tokens: null });
  });

  it('does not retry a refused key, and says why', async () => {
    fake.script(() => ({ kind: 'fail', status: 401, message: 'Incorrect API key provided' }));
    const response = await send('Grade my team');
    expect(fake.requests).toHaveLength(1);
    expect(response.body.reply.content).toContain('(it refused the API key)');
    expect(response.body.reply.content).toContain('**Gridiron Owls:');
  });

  it('accepts the question before the model answers: the reply is produced off the request', async () => {
    fake.script(() => ({ kind: 'stall', text: ['Thinking'] }));
    const accepted = await http()
      .post('/api/chat/messages')
      .set(bearer(owner.token))
      .send({ content: 'Slow one?', focus: teamId, requestId: randomUUID() })
      .expect(202);
    const stored = (
      (await http().get('/api/chat').set(bearer(owner.token)).expect(200)).body as { messages: Array<{ id: string; role: string }> }
    ).messages;
    expect(stored.at(-1)).toMatchObject({ id: accepted.body.question.id, role: 'user' });
    await testApp.app.get(SendChatMessageHandler).settled();
    const after = (
      (await http().get('/api/chat').set(bearer(owner.token)).expect(200)).body as { messages: Array<{ role: string; content: string }> }
    ).messages;
    expect(after.at(-1)).toMatchObject({ role: 'ai' });
    expect(after.at(-1)!.content).toContain('(it stopped responding)');
  });

  it('gives up on a stream that goes silent after the timeout', async () => {
    fake.script(() => ({ kind: 'stall', text: ['Let me think'] }));
    const { socket, tokens } = listen(owner);
    await connected(socket);
    const started = Date.now();
    const response = await send('Anything?');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    // What the model said before it went silent, then the built-in engine's reply, streamed too.
    expect(tokens[0]!.delta).toBe('Let me think');
    expect(
      tokens
        .slice(1)
        .map((token) => token.delta)
        .join(''),
    ).toBe(response.body.reply.content);
    expect(response.body.reply.content).toContain('(it stopped responding)');
  });
});
