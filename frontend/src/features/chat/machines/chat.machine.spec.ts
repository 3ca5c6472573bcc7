import type { ChatAcceptedDto, ChatExchangeDto, ChatHistoryDto, ChatMessageDto } from '@draftmode/domain';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { ApiError } from '@/lib/api-client';
import type { ChatTeam } from '../api/chat-types';
import { chatMachine, type ChatEvent } from './chat.machine';

const TEAM: ChatTeam = { id: '6d1f0c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f', name: 'Gridiron Owls' };
const OTHER: ChatTeam = { id: '7e2f0c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f', name: 'River Otters' };

function message(id: string, role: 'user' | 'ai', content: string, second: number, focus = TEAM.id): ChatMessageDto {
  return { id, role, content, focus, engine: 'builtin', timestamp: `2025-08-29T12:00:${String(second).padStart(2, '0')}.000Z` };
}

const EARLIER = [message('m1', 'user', 'Grade my team', 1), message('m2', 'ai', '**A-**', 2)];

/** A promise the test settles by hand, to look at the machine while a call is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(
  overrides: {
    history?: ChatHistoryDto;
    /** Each conversation's messages by focus; the first team's is EARLIER unless said otherwise. */
    conversations?: Record<string, ChatMessageDto[]>;
    send?: jest.Mock;
    clear?: jest.Mock;
    awaitReply?: jest.Mock;
  } = {},
) {
  let socketParent: ((event: ChatEvent) => void) | null = null;
  const send = overrides.send ?? jest.fn();
  const clear = overrides.clear ?? jest.fn(async () => undefined);
  const conversations = overrides.conversations ?? { [TEAM.id]: overrides.history?.messages ?? EARLIER };
  const history = (focus: string): ChatHistoryDto => ({
    engine: overrides.history?.engine ?? 'builtin',
    model: overrides.history?.model ?? null,
    messages: conversations[focus] ?? [],
  });
  const reads: string[] = [];
  const machine = chatMachine.provide({
    actors: {
      loadHistory: fromPromise(async ({ input }: { input: { focus: string } }) => {
        reads.push(input.focus);
        return { history: history(input.focus), teams: [TEAM, OTHER] };
      }),
      loadConversation: fromPromise(async ({ input }: { input: { focus: string } }) => {
        reads.push(input.focus);
        return history(input.focus);
      }),
      sendMessage: fromPromise(
        ({ input }: { input: { content: string; focus: string; requestId: string; screenTeam: string | null } }) =>
          send(input) as Promise<ChatAcceptedDto>,
      ),
      // The history is read only when the socket does not bring the reply; a test that needs it says so.
      awaitReply: fromPromise(
        ({ input }: { input: { requestId: string; questionId: string; focus: string } }) =>
          (overrides.awaitReply ?? jest.fn(() => new Promise<never>(() => undefined)))(input) as Promise<ChatExchangeDto>,
      ),
      clearHistory: fromPromise(({ input }: { input: { focus: string } }) => clear(input) as Promise<void>),
      socket: fromCallback<ChatEvent>(({ sendBack }) => {
        socketParent = sendBack;
        sendBack({ type: 'socket.connection', connected: true });
      }),
    },
  });
  let n = 0;
  const actor = createActor(machine, { input: { newRequestId: () => `req-${++n}` } }).start();
  return { actor, send, clear, reads, socket: (event: ChatEvent) => socketParent!(event) };
}

const ready = (actor: AnyActorRef) => waitFor(actor, (snapshot) => snapshot.matches('ready'));

describe('chat machine', () => {
  it('loads the history, the engine and the teams', async () => {
    const { actor } = start({ history: { engine: 'openai', model: 'gpt-4o-mini', messages: EARLIER } });
    await ready(actor);
    const { context } = actor.getSnapshot();
    // The draft page shows the first team when its URL names none: the focus is that team.
    expect(context).toMatchObject({
      messages: EARLIER,
      engine: 'openai',
      model: 'gpt-4o-mini',
      teams: [TEAM, OTHER],
      focus: TEAM.id,
      screenTeam: TEAM.id,
      socketConnected: true,
    });
  });

  it('follows the team on the draft screen until the user picks a focus, and always names the screen’s team', async () => {
    const send = jest.fn(() => new Promise<never>(() => undefined));
    const { actor } = start({ send });
    actor.send({ type: 'screen.team', teamId: OTHER.id });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ focus: OTHER.id, screenTeam: OTHER.id });
    actor.send({ type: 'screen.team', teamId: TEAM.id });
    expect(actor.getSnapshot().context).toMatchObject({ focus: TEAM.id, screenTeam: TEAM.id });
    // A mock draft's team is on screen but not among the teams: the focus is it, a conversation apart.
    actor.send({ type: 'screen.team', teamId: 'mock-team' });
    expect(actor.getSnapshot().context).toMatchObject({ focus: 'mock-team', screenTeam: 'mock-team' });
    actor.send({ type: 'focus.change', focus: 'all' });
    actor.send({ type: 'screen.team', teamId: OTHER.id });
    expect(actor.getSnapshot().context).toMatchObject({ focus: 'all', screenTeam: OTHER.id });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.loadedFocus === 'all');
    actor.send({ type: 'message.send', content: 'Grade my team' });
    expect(send).toHaveBeenCalledWith({ content: 'Grade my team', focus: 'all', requestId: 'req-1', screenTeam: OTHER.id });
  });

  it('shows the question at once, streams the reply from the socket, then keeps the stored exchange', async () => {
    const accepted = deferred<ChatAcceptedDto>();
    const { actor, send, socket } = start({ send: jest.fn(() => accepted.promise) });
    await ready(actor);
    actor.send({ type: 'focus.change', focus: TEAM.id });
    actor.send({ type: 'message.send', content: '  Who should I pick next?  ' });

    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual({ requestId: 'req-1', content: 'Who should I pick next?' });
    expect(send).toHaveBeenCalledWith({ content: 'Who should I pick next?', focus: TEAM.id, requestId: 'req-1', screenTeam: TEAM.id });

    socket({ type: 'socket.token', token: { requestId: 'req-1', delta: 'Take ' } });
    socket({ type: 'socket.token', token: { requestId: 'someone-else', delta: 'ignored' } });
    socket({ type: 'socket.token', token: { requestId: 'req-1', delta: '**Chase Brown**' } });
    expect(actor.getSnapshot().context.streamed).toBe('Take **Chase Brown**');

    const exchange: ChatExchangeDto = {
      requestId: 'req-1',
      question: message('m3', 'user', 'Who should I pick next?', 3),
      reply: message('m4', 'ai', 'Take **Chase Brown**.', 4),
    };
    // The server accepts the question at once; the reply follows over the socket.
    accepted.resolve({ requestId: 'req-1', question: exchange.question });
    await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    expect(actor.getSnapshot().context.pending).toEqual({ requestId: 'req-1', content: 'Who should I pick next?', questionId: 'm3' });
    socket({ type: 'socket.message', exchange });
    await ready(actor);
    const { context } = actor.getSnapshot();
    expect(context.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(context).toMatchObject({ pending: null, streamed: '', error: null });
  });

  it('takes a reply that arrives over the socket before the server’s answer', async () => {
    const accepted = deferred<ChatAcceptedDto>();
    const { actor, socket } = start({ send: jest.fn(() => accepted.promise) });
    await ready(actor);
    actor.send({ type: 'message.send', content: 'When is my next pick?' });
    const exchange: ChatExchangeDto = {
      requestId: 'req-1',
      question: message('m3', 'user', 'When is my next pick?', 3),
      reply: message('m4', 'ai', 'Pick 7.', 4),
    };
    socket({ type: 'socket.message', exchange });
    accepted.resolve({ requestId: 'req-1', question: exchange.question });
    await ready(actor);
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('reads the reply from the history when the socket does not bring it', async () => {
    const exchange: ChatExchangeDto = {
      requestId: 'req-1',
      question: message('m3', 'user', 'Grade my team', 3),
      reply: message('m4', 'ai', 'B+', 4),
    };
    const awaitReply = jest.fn(async () => exchange);
    const { actor } = start({ send: jest.fn(async () => ({ requestId: 'req-1', question: exchange.question })), awaitReply });
    await ready(actor);
    actor.send({ type: 'message.send', content: 'Grade my team' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.pending === null);
    expect(awaitReply).toHaveBeenCalledWith({ requestId: 'req-1', questionId: 'm3', focus: TEAM.id });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('refuses an empty or too long message without calling the server', async () => {
    const { actor, send } = start();
    await ready(actor);
    actor.send({ type: 'message.send', content: '   ' });
    expect(actor.getSnapshot().context.error).toBe('Type a message first');
    actor.send({ type: 'message.send', content: 'x'.repeat(2001) });
    expect(actor.getSnapshot().context.error).toBe('Messages can be at most 2,000 characters');
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the server’s message when sending fails and drops the pending question', async () => {
    const { actor } = start({
      send: jest.fn(async () =>
        Promise.reject(
          new ApiError({
            statusCode: 429,
            error: 'Too Many Requests',
            message: "You're sending messages too quickly. Try again in 40 seconds.",
          }),
        ),
      ),
    });
    await ready(actor);
    actor.send({ type: 'message.send', content: 'Again?' });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      pending: null,
      error: "You're sending messages too quickly. Try again in 40 seconds.",
      messages: EARLIER,
    });
  });

  it('adds exchanges from the user’s other devices', async () => {
    const { actor, socket } = start();
    await ready(actor);
    socket({
      type: 'socket.message',
      exchange: { requestId: 'elsewhere', question: message('m5', 'user', 'Q', 5), reply: message('m6', 'ai', 'A', 6) },
    });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm5', 'm6']);
  });

  it('clears the history', async () => {
    const { actor, clear } = start();
    await ready(actor);
    actor.send({ type: 'history.clear' });
    expect(actor.getSnapshot().matches('clearing')).toBe(true);
    await ready(actor);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(clear).toHaveBeenCalledWith({ focus: TEAM.id });
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });

  it('shows the conversation of the focus: each team, all teams and a mock draft apart, read as the focus changes', async () => {
    const otherTalk = [message('o1', 'user', 'Grade River Otters', 1, OTHER.id), message('o2', 'ai', 'B', 2, OTHER.id)];
    const allTalk = [message('a1', 'user', 'Which team is best?', 1, 'all'), message('a2', 'ai', 'Owls', 2, 'all')];
    const { actor, reads, socket } = start({ conversations: { [TEAM.id]: EARLIER, [OTHER.id]: otherTalk, all: allTalk } });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ focus: TEAM.id, loadedFocus: TEAM.id, messages: EARLIER });

    actor.send({ type: 'focus.change', focus: OTHER.id });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.loadedFocus === OTHER.id);
    expect(actor.getSnapshot().context.messages).toEqual(otherTalk);
    actor.send({ type: 'focus.change', focus: 'all' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.loadedFocus === 'all');
    expect(actor.getSnapshot().context.messages).toEqual(allTalk);

    // Another device's exchange about a team stays in that team's conversation.
    socket({
      type: 'socket.message',
      exchange: { requestId: 'elsewhere', question: message('x1', 'user', 'Q', 5, OTHER.id), reply: message('x2', 'ai', 'A', 6, OTHER.id) },
    });
    expect(actor.getSnapshot().context.messages).toEqual(allTalk);

    // A mock draft on screen (the user has not chosen a focus himself in a new panel) is its own conversation.
    const mock = start({ conversations: { [TEAM.id]: EARLIER } });
    mock.actor.send({ type: 'screen.team', teamId: 'mock-team' });
    await waitFor(mock.actor, (snapshot) => snapshot.matches('ready') && snapshot.context.loadedFocus === 'mock-team');
    expect(mock.actor.getSnapshot().context.messages).toEqual([]);
    expect(mock.reads).not.toContain(TEAM.id);
    expect(reads).toEqual(expect.arrayContaining([TEAM.id, OTHER.id, 'all']));
  });
});
