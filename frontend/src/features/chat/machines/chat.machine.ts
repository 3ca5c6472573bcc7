import {
  type ChatAcceptedDto,
  type ChatEngineName,
  type ChatExchangeDto,
  type ChatHistoryDto,
  type ChatMessageDto,
  chatMessageSchema,
  type ChatTokenDto,
} from '@draftmode/domain';
import { assertEvent, assign, fromCallback, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { toFormFailure } from '@/lib/error-message';
import { clearChatHistory } from '../api/clear-chat-history';
import { connectChatSocket } from '../api/chat-socket';
import type { ChatTeam } from '../api/chat-types';
import { getChatHistory, waitForReply } from '../api/get-chat-history';
import { listChatTeams } from '../api/list-chat-teams';
import { sendChatMessage } from '../api/send-chat-message';

interface ChatContext {
  /** The conversation of `loadedFocus`, oldest first. */
  messages: ChatMessageDto[];
  /** Whose conversation `messages` is: the focus when it was read; the machine reads again when the focus moves on. */
  loadedFocus: string | null;
  teams: ChatTeam[];
  engine: ChatEngineName | null;
  model: string | null;
  /**
   * 'all' or one team id: the team on the draft screen until the user picks another (a mock
   * draft's team on its screen). Each focus is its own conversation.
   */
  focus: string;
  /** True once the user picked a focus himself; until then it follows the team on screen. */
  focusChosen: boolean;
  /** The team the draft screen shows: its `?team=` (a mock draft's team too), else the first team, as the page chooses. */
  screenTeam: string | null;
  /** The team id the page asked for, kept until the teams are known. */
  requestedTeam: string | null;
  /** The question on its way, shown at once; replaced by the stored one when the reply arrives. */
  pending: { requestId: string; content: string; questionId?: string } | null;
  /** The reply as it streams in over the socket. */
  streamed: string;
  socketConnected: boolean;
  /** Why the last load, send or clear failed; shown in the panel. */
  error: string | null;
}

export type ChatEvent =
  | { type: 'message.send'; content: string }
  | { type: 'focus.change'; focus: string }
  | { type: 'screen.team'; teamId: string | null }
  | { type: 'history.clear' }
  | { type: 'history.reload' }
  | { type: 'socket.token'; token: ChatTokenDto }
  | { type: 'socket.message'; exchange: ChatExchangeDto }
  | { type: 'socket.connection'; connected: boolean };

interface ChatMachineInput {
  /** Makes request ids; tests pass a fixed sequence. */
  newRequestId?: () => string;
}

const failureOf = ({ event }: { event: ErrorActorEvent }) => toFormFailure(event.error).message;

/** Adds messages not already present (a reply arrives by socket and by HTTP), keeping time order. */
function merge(messages: ChatMessageDto[], incoming: ChatMessageDto[]): ChatMessageDto[] {
  const known = new Set(messages.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  return added.length === 0 ? messages : [...messages, ...added].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/**
 * The focus and screen team after the draft screen shows `teamId`: the screen's team when it is
 * one of the user's teams (the page shows the first team when it names none), and the focus
 * follows it until the user picks one himself.
 */
function onScreen(
  context: Pick<ChatContext, 'teams' | 'focus' | 'focusChosen'>,
  teamId: string | null,
): Pick<ChatContext, 'screenTeam' | 'requestedTeam' | 'focus'> {
  // A mock draft's team is on screen by its id but not among the teams: the focus is it all the
  // same, so the mock draft's chat is a conversation apart from the real teams'.
  const screenTeam = teamId ?? context.teams[0]?.id ?? null;
  const focus = context.focusChosen ? context.focus : (screenTeam ?? 'all');
  return { requestedTeam: teamId, screenTeam, focus };
}

/**
 * The chat panel (docs/draft-rules.md §8): load the history and the user's teams, send a
 * question (appears at once, the reply streams in token by token over the socket and is
 * replaced by the stored reply), change the focus, clear the history. Server calls and the
 * socket are invoked actors, so tests swap them with `provide()`.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext & { newRequestId: () => string },
    events: {} as ChatEvent,
    input: {} as ChatMachineInput,
  },
  actors: {
    loadHistory: fromPromise<{ history: ChatHistoryDto; teams: ChatTeam[] }, { focus: string }>(async ({ input, signal }) => {
      const [history, teams] = await Promise.all([getChatHistory(input.focus, signal), listChatTeams(signal)]);
      return { history, teams };
    }),
    loadConversation: fromPromise<ChatHistoryDto, { focus: string }>(({ input, signal }) => getChatHistory(input.focus, signal)),
    sendMessage: fromPromise<ChatAcceptedDto, { content: string; focus: string; requestId: string; screenTeam: string | null }>(
      ({ input }) => sendChatMessage(input),
    ),
    awaitReply: fromPromise<ChatExchangeDto, { requestId: string; questionId: string; focus: string }>(({ input, signal }) =>
      waitForReply(input.requestId, input.questionId, input.focus, signal),
    ),
    clearHistory: fromPromise<void, { focus: string }>(({ input }) => clearChatHistory(input.focus)),
    socket: fromCallback<ChatEvent>(({ sendBack }) =>
      connectChatSocket({
        onToken: (token) => sendBack({ type: 'socket.token', token }),
        onMessage: (exchange) => sendBack({ type: 'socket.message', exchange }),
        onConnection: (connected) => sendBack({ type: 'socket.connection', connected }),
      }),
    ),
  },
  guards: {
    isValidMessage: ({ event }) => {
      assertEvent(event, 'message.send');
      return chatMessageSchema.safeParse({ content: event.content }).success;
    },
    isPendingToken: ({ context, event }) => {
      assertEvent(event, 'socket.token');
      return context.pending?.requestId === event.token.requestId;
    },
    isPendingReply: ({ context, event }) => {
      assertEvent(event, 'socket.message');
      return context.pending?.requestId === event.exchange.requestId;
    },
    replyArrived: ({ context }) => context.pending === null,
    focusMovedOn: ({ context }) => context.loadedFocus !== null && context.loadedFocus !== context.focus,
  },
  actions: {
    rejectMessage: assign(({ event }) => {
      assertEvent(event, 'message.send');
      const result = chatMessageSchema.safeParse({ content: event.content });
      return { error: result.success ? null : (result.error.issues[0]?.message ?? 'Invalid message') };
    }),
    startSending: assign(({ context, event }) => {
      assertEvent(event, 'message.send');
      return { pending: { requestId: context.newRequestId(), content: event.content.trim() }, streamed: '', error: null };
    }),
    appendToken: assign(({ context, event }) => {
      assertEvent(event, 'socket.token');
      return { streamed: context.streamed + event.token.delta };
    }),
    acceptExchange: assign(({ context }, exchange: ChatExchangeDto) => ({
      // An exchange of another conversation (another device's, another focus) is not this one's.
      messages:
        exchange.question.focus === context.loadedFocus ? merge(context.messages, [exchange.question, exchange.reply]) : context.messages,
      ...(context.pending?.requestId === exchange.requestId ? { pending: null, streamed: '' } : {}),
    })),
    changeFocus: assign(({ event }) => {
      assertEvent(event, 'focus.change');
      return { focus: event.focus, focusChosen: true };
    }),
    followScreen: assign(({ context, event }) => {
      assertEvent(event, 'screen.team');
      return onScreen(context, event.teamId);
    }),
    acceptQuestion: assign(({ context }, accepted: ChatAcceptedDto) => ({
      pending:
        context.pending?.requestId === accepted.requestId ? { ...context.pending, questionId: accepted.question.id } : context.pending,
    })),
    setConnection: assign(({ event }) => {
      assertEvent(event, 'socket.connection');
      return { socketConnected: event.connected };
    }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    messages: [],
    loadedFocus: null,
    teams: [],
    engine: null,
    model: null,
    focus: 'all',
    focusChosen: false,
    screenTeam: null,
    requestedTeam: null,
    pending: null,
    streamed: '',
    socketConnected: false,
    error: null,
    newRequestId: input.newRequestId ?? (() => crypto.randomUUID()),
  }),
  invoke: { src: 'socket' },
  on: {
    'socket.connection': { actions: 'setConnection' },
    'socket.message': { actions: { type: 'acceptExchange', params: ({ event }) => event.exchange } },
    'focus.change': { actions: 'changeFocus' },
    'screen.team': { actions: 'followScreen' },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadedFocus: ({ context }) => context.focus }),
      invoke: {
        src: 'loadHistory',
        input: ({ context }) => ({ focus: context.focus }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const teams = event.output.teams;
            // A focused team that was deleted meanwhile falls back to the team on screen, else all teams.
            const focus = teams.some((team) => team.id === context.focus) ? context.focus : 'all';
            const loaded = { ...context, teams, focus, focusChosen: focus === 'all' ? false : context.focusChosen };
            return {
              messages: event.output.history.messages,
              engine: event.output.history.engine,
              model: event.output.history.model,
              error: null,
              teams,
              ...onScreen(loaded, context.requestedTeam),
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: failureOf }) },
      },
    },
    failed: {
      on: { 'history.reload': 'loading' },
    },
    ready: {
      // The focus moved on (the user chose another, or the draft screen shows another team): its own conversation is read.
      always: { guard: 'focusMovedOn', target: 'switching' },
      on: {
        'message.send': [{ guard: 'isValidMessage', target: 'sending', actions: 'startSending' }, { actions: 'rejectMessage' }],
        'history.clear': 'clearing',
        'history.reload': 'loading',
      },
    },
    switching: {
      // The conversation being read; should the focus move on meanwhile, 'ready' reads the newer one.
      entry: assign({ messages: [], error: null, loadedFocus: ({ context }) => context.focus }),
      invoke: {
        src: 'loadConversation',
        input: ({ context }) => ({ focus: context.focus }),
        onDone: {
          target: 'ready',
          actions: assign({ messages: ({ event }) => event.output.messages }),
        },
        onError: { target: 'failed', actions: assign({ error: failureOf }) },
      },
    },
    sending: {
      on: {
        'socket.token': { guard: 'isPendingToken', actions: 'appendToken' },
      },
      invoke: {
        src: 'sendMessage',
        input: ({ context }) => ({
          content: context.pending!.content,
          focus: context.focus,
          requestId: context.pending!.requestId,
          screenTeam: context.screenTeam,
        }),
        // A fast reply may come over the socket before the HTTP answer.
        onDone: [
          { guard: 'replyArrived', target: 'ready' },
          { target: 'answering', actions: { type: 'acceptQuestion', params: ({ event }) => event.output } },
        ],
        onError: { target: 'ready', actions: assign({ error: failureOf, pending: null, streamed: '' }) },
      },
    },
    /** The question is stored; the reply streams over the socket, or is read from the history when the socket is down. */
    answering: {
      on: {
        'socket.token': { guard: 'isPendingToken', actions: 'appendToken' },
        'socket.message': [
          { guard: 'isPendingReply', target: 'ready', actions: { type: 'acceptExchange', params: ({ event }) => event.exchange } },
          { actions: { type: 'acceptExchange', params: ({ event }) => event.exchange } },
        ],
      },
      invoke: {
        src: 'awaitReply',
        input: ({ context }) => ({
          requestId: context.pending!.requestId,
          questionId: context.pending!.questionId!,
          focus: context.loadedFocus!,
        }),
        onDone: { target: 'ready', actions: { type: 'acceptExchange', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: assign({ error: failureOf, pending: null, streamed: '' }) },
      },
    },
    clearing: {
      invoke: {
        src: 'clearHistory',
        input: ({ context }) => ({ focus: context.loadedFocus ?? context.focus }),
        onDone: { target: 'ready', actions: assign({ messages: [], error: null }) },
        onError: { target: 'ready', actions: assign({ error: failureOf }) },
      },
    },
  },
});
