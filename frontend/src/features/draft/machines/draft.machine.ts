import type { TeamCommandResult, TeamDetailDto } from '@draftmode/domain';
import { decide, evolve, initialTeamState, pickCommandOf, type TeamCommand, type TeamState } from '@draftmode/draft-core';
import type { PositionOf } from '@draftmode/draft-core';
import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { ApiError } from '@/lib/api-client';
import type { TeamRequest } from '@/lib/teams-api';

/** The commands the draft screen sends, in the API's words. */
export type DraftCommand = Extract<
  TeamRequest,
  { type: 'draftPlayer' | 'recordTakenByOther' | 'undoPick' | 'changeLeagueSettings' | 'saveReportCard' }
>;

/** A command accepted on screen (already in the optimistic view) and not yet confirmed by the server. */
interface PendingCommand {
  commandId: string;
  command: DraftCommand;
}

interface DraftMachineInput {
  teamId: string;
  /** A player's position in the pool (the rules need it to pick a slot); undefined when unknown. */
  positionOf: PositionOf;
  /** Clock for the optimistic events' timestamps. */
  now?: () => string;
  /** Fresh command ids; a retry after a conflict reuses the id it was given. */
  newCommandId?: () => string;
}

interface DraftContext {
  teamId: string;
  positionOf: PositionOf;
  now: () => string;
  newCommandId: () => string;
  /** The team as the server last confirmed it (the authority). */
  server: TeamDetailDto | null;
  /** Commands shown on screen but not yet confirmed, oldest first; the head is the one in flight. */
  queue: PendingCommand[];
  /** What the screen shows: the server's team with the queued commands applied through draft-core's evolve. */
  view: TeamState | null;
  /** The player open in the pick grader. */
  selectedPlayerId: string | null;
  /** Why the team could not be loaded. */
  loadError: string | null;
}

export type DraftEvent =
  | { type: 'pick.select'; playerId: string }
  | { type: 'pick.cancel' }
  | { type: 'pick.confirm' }
  | { type: 'pick.takenByOther'; playerId: string }
  | { type: 'pick.undo'; playerId: string }
  | { type: 'settings.change'; settings: Extract<DraftCommand, { type: 'changeLeagueSettings' }>['settings'] }
  | { type: 'reportCard.save'; card: Omit<Extract<DraftCommand, { type: 'saveReportCard' }>, 'type'> }
  /** The team as the cache now holds it (a socket event, another device): applied when newer. */
  | { type: 'server.snapshot'; team: TeamDetailDto }
  | { type: 'load.retry' };

/** What the page is told to show. */
export interface DraftNotice {
  kind: 'error' | 'info';
  title: string;
  message: string;
}

export interface SendCommandInput {
  teamId: string;
  expectedVersion: number;
  /** The team at `expectedVersion` (the server's, as last confirmed): a pick's answer is what changed of it. */
  base: TeamDetailDto;
  command: DraftCommand;
  commandId: string;
}

/** The team's read model as draft-core's state, so the same evolve that the server runs can apply pending commands. */
export function teamStateOf(detail: TeamDetailDto): TeamState {
  const { team, roster } = detail;
  return {
    ...initialTeamState,
    exists: true,
    teamId: team.id,
    userId: team.userId,
    name: team.name,
    isMock: team.isMock,
    createdAt: team.createdAt,
    settings: {
      scoringFormat: team.scoringFormat,
      leagueSize: team.leagueSize,
      draftPosition: team.draftPosition,
      rosterSpots: { ...team.rosterSpots },
      ...(team.draftOrder ? { draftOrder: team.draftOrder } : {}),
      ...(team.pointsPerStat ? { pointsPerStat: team.pointsPerStat } : {}),
      ...(team.tradedPicks ? { tradedPicks: team.tradedPicks } : {}),
    },
    roster: { playerIds: [...roster.playerIds], positions: { ...roster.positions }, bench: [...roster.bench] },
    ownPicks: roster.ownPicks.map(({ playerId, overallPick, slot }) => ({ playerId, overallPick, slot })),
    takenByOthers: detail.takenByOthers.map(({ playerId, overallPick }) => ({ playerId, overallPick })),
    draftGrade: team.draftGrade,
  };
}

/** The API command as draft-core's command (pick commands by the shared table, `pickCommandOf`). */
function toCoreCommand(command: DraftCommand): TeamCommand {
  switch (command.type) {
    case 'draftPlayer':
    case 'recordTakenByOther':
    case 'undoPick':
      return pickCommandOf(command.type, command.playerId);
    case 'changeLeagueSettings':
      return { type: 'ChangeLeagueSettings', data: command.settings };
    case 'saveReportCard':
      return {
        type: 'SaveReportCard',
        data: { grade: command.grade, percentage: command.percentage, gradeBreakdown: command.gradeBreakdown },
      };
  }
}

/** Applies one command to a state with the same rules the server runs; throws the rule's error when it breaks one. */
export function applyCommand(state: TeamState, command: DraftCommand, context: Pick<DraftContext, 'positionOf' | 'now'>): TeamState {
  const events = decide(toCoreCommand(command), state, { now: context.now(), positionOf: context.positionOf });
  return events.reduce(evolve, state);
}

/** The optimistic view: the server's team with every still-valid queued command applied. */
function optimisticView(
  server: TeamDetailDto | null,
  queue: readonly PendingCommand[],
  context: Pick<DraftContext, 'positionOf' | 'now'>,
): TeamState | null {
  if (!server) return null;
  let state = teamStateOf(server);
  for (const pending of queue) {
    try {
      state = applyCommand(state, pending.command, context);
    } catch {
      // Already applied by the server (our own event came back over the socket first) or
      // overtaken by another device: the server's answer settles it.
    }
  }
  return state;
}

/** Deep equality of plain JSON values, ignoring key order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The next view, reusing every part of the previous one it equals: when the server confirms what
 * the screen already shows, nothing changes identity, so nothing re-renders or recomputes.
 */
function keepEqualParts(previous: TeamState | null, next: TeamState | null): TeamState | null {
  if (!previous || !next) return next;
  const merged = { ...next };
  let changed = false;
  for (const key of Object.keys(next) as (keyof TeamState)[]) {
    if (sameValue(previous[key], next[key])) (merged as Record<string, unknown>)[key] = previous[key];
    else changed = true;
  }
  return changed ? merged : previous;
}

/** What a UI event's command does to the current view: the view after it, or the rule it breaks. */
type Attempt = { command: DraftCommand; view: TeamState } | { command: DraftCommand | null; broken: string };

/**
 * Each event's attempt, decided once: the transition's guard asks, and its actions (enqueue, or
 * the rejection's notice) read the same answer, so the rules run once per tap. An answer counts
 * only for the context it was decided on.
 */
const attempts = new WeakMap<DraftEvent, { context: DraftContext; attempt: Attempt }>();

function attemptOf(context: DraftContext, event: DraftEvent): Attempt {
  const decided = attempts.get(event);
  if (decided?.context === context) return decided.attempt;
  const attempt = attemptNow(context, event);
  attempts.set(event, { context, attempt });
  return attempt;
}

function attemptNow(context: DraftContext, event: DraftEvent): Attempt {
  const command = commandFor(context, event);
  if (!command) return { command, broken: 'Choose a player first.' };
  if (!context.view) return { command, broken: 'The draft is still loading.' };
  try {
    return { command, view: applyCommand(context.view, command, context) };
  } catch (error) {
    return { command, broken: error instanceof Error ? error.message : 'That change is not allowed.' };
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

const failureOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/** The command a UI event asks for (null for events that are not commands). */
function commandFor(context: DraftContext, event: DraftEvent): DraftCommand | null {
  switch (event.type) {
    case 'pick.confirm':
      return context.selectedPlayerId ? { type: 'draftPlayer', playerId: context.selectedPlayerId } : null;
    case 'pick.takenByOther':
      return { type: 'recordTakenByOther', playerId: event.playerId };
    case 'pick.undo':
      return { type: 'undoPick', playerId: event.playerId };
    case 'settings.change':
      return { type: 'changeLeagueSettings', settings: event.settings };
    case 'reportCard.save':
      return { type: 'saveReportCard', ...event.card };
    default:
      return null;
  }
}

/**
 * The draft screen. Two regions once the team has loaded: `selection` (browsing the board, or a
 * player open in the pick grader) and `sync` (idle, submitting the queued commands one at a
 * time, or resyncing after a 409). Every tap is applied at once through draft-core's
 * decide/evolve (the optimistic view) and queued; the server's answer, or a newer snapshot from
 * the socket, replaces the confirmed state and the view is rebuilt from it. A 409 refetches the
 * team and retries the command if it still makes sense, without touching the selection. The
 * machine writes no store: the page's actors put what they load and each answer into the query
 * cache, the confirmed team's one store, and the cache's newer teams come back as `server.snapshot`.
 */
export const draftMachine = setup({
  types: {
    context: {} as DraftContext,
    events: {} as DraftEvent,
    input: {} as DraftMachineInput,
  },
  actors: {
    loadTeam: fromPromise<TeamDetailDto, { teamId: string }>(async () => {
      throw new Error('loadTeam is provided by the page');
    }),
    sendCommand: fromPromise<TeamCommandResult, SendCommandInput>(async () => {
      throw new Error('sendCommand is provided by the page');
    }),
  },
  actions: {
    /** The page shows a notification. */
    notify: (_, _notice: DraftNotice) => undefined,
    /** A newer team from the server; the same version again (the command's answer and its socket event) is applied once. */
    setServer: assign(({ context }, team: TeamDetailDto) => {
      if (context.server && context.server.version >= team.version) return {};
      return { server: team, view: keepEqualParts(context.view, optimisticView(team, context.queue, context)), loadError: null };
    }),
    setLoadError: assign((_, error: unknown) => ({ loadError: messageOf(error) })),
    /** Shows an allowed command at once and queues it for the server (the guard `isAllowed` decided it). */
    enqueue: assign(({ context, event }) => {
      const attempt = attemptOf(context, event);
      if (!('view' in attempt)) return {};
      return { queue: [...context.queue, { commandId: context.newCommandId(), command: attempt.command }], view: attempt.view };
    }),
    select: assign(({ event }) => (event.type === 'pick.select' ? { selectedPlayerId: event.playerId } : {})),
    clearSelection: assign({ selectedPlayerId: null }),
    /** The head command is confirmed: take the server's team and drop it from the queue. */
    settleHead: assign(({ context }, result: TeamCommandResult) => {
      const queue = context.queue.slice(1);
      const server = result.team && (!context.server || result.team.version >= context.server.version) ? result.team : context.server;
      return { queue, server, view: keepEqualParts(context.view, optimisticView(server, queue, context)) };
    }),
    /** After a failure nothing queued can be trusted: the screen goes back to what the server has. */
    dropQueue: assign(({ context }) => ({ queue: [], view: keepEqualParts(context.view, optimisticView(context.server, [], context)) })),
    /** After a resync, the command that conflicted stays only if it still applies to the fresh team. */
    revalidateHead: assign(({ context }) => {
      const [head, ...rest] = context.queue;
      if (!head || !context.server) return {};
      try {
        applyCommand(teamStateOf(context.server), head.command, context);
        return {};
      } catch {
        return { queue: rest, view: optimisticView(context.server, rest, context) };
      }
    }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    isConflict: (_, error: unknown) => error instanceof ApiError && error.status === 409,
    isAllowed: ({ context, event }) => 'view' in attemptOf(context, event),
    /** Whether the queued head still applies to the freshly loaded team. */
    headStillApplies: ({ context }, fresh: TeamDetailDto) => {
      const head = context.queue[0];
      if (!head) return false;
      try {
        applyCommand(teamStateOf(fresh), head.command, context);
        return true;
      } catch {
        return false;
      }
    },
  },
}).createMachine({
  id: 'draft',
  context: ({ input }) => ({
    teamId: input.teamId,
    positionOf: input.positionOf,
    now: input.now ?? (() => new Date().toISOString()),
    newCommandId: input.newCommandId ?? (() => crypto.randomUUID()),
    server: null,
    queue: [],
    view: null,
    selectedPlayerId: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTeam',
        input: ({ context }) => ({ teamId: context.teamId }),
        onDone: {
          target: 'ready',
          actions: { type: 'setServer', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: failureOf } },
      },
    },
    failed: {
      on: { 'load.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        'server.snapshot': { actions: { type: 'setServer', params: ({ event }) => event.team } },
        'pick.takenByOther': [
          { guard: 'isAllowed', actions: 'enqueue' },
          { actions: { type: 'notify', params: ({ context, event }) => rejection(context, event) } },
        ],
        'pick.undo': [
          { guard: 'isAllowed', actions: 'enqueue' },
          { actions: { type: 'notify', params: ({ context, event }) => rejection(context, event) } },
        ],
        'settings.change': [
          { guard: 'isAllowed', actions: 'enqueue' },
          { actions: { type: 'notify', params: ({ context, event }) => rejection(context, event) } },
        ],
        'reportCard.save': [
          { guard: 'isAllowed', actions: 'enqueue' },
          { actions: { type: 'notify', params: ({ context, event }) => rejection(context, event) } },
        ],
      },
      states: {
        selection: {
          initial: 'browsing',
          states: {
            browsing: {
              on: { 'pick.select': { target: 'grading', actions: 'select' } },
            },
            grading: {
              on: {
                'pick.select': { target: 'grading', reenter: true, actions: 'select' },
                'pick.cancel': { target: 'browsing', actions: 'clearSelection' },
                // 'Taken by another team' from the grader closes it.
                'pick.takenByOther': [
                  { guard: 'isAllowed', target: 'browsing', actions: ['enqueue', 'clearSelection'] },
                  { actions: { type: 'notify', params: ({ context, event }) => rejection(context, event) } },
                ],
                'pick.confirm': [
                  { guard: 'isAllowed', target: 'browsing', actions: ['enqueue', 'clearSelection'] },
                  {
                    target: 'browsing',
                    actions: [{ type: 'notify', params: ({ context, event }) => rejection(context, event) }, 'clearSelection'],
                  },
                ],
              },
            },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasQueue', target: 'submitting' },
            },
            submitting: {
              invoke: {
                src: 'sendCommand',
                input: ({ context }) => {
                  const head = context.queue[0]!;
                  return {
                    teamId: context.teamId,
                    expectedVersion: context.server!.version,
                    base: context.server!,
                    command: head.command,
                    commandId: head.commandId,
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'settleHead', params: ({ event }) => event.output },
                },
                onError: [
                  { guard: { type: 'isConflict', params: failureOf }, target: 'resyncing' },
                  {
                    target: 'idle',
                    actions: [
                      'dropQueue',
                      {
                        type: 'notify',
                        params: ({ event }) => ({ kind: 'error' as const, title: 'Not saved', message: messageOf(event.error) }),
                      },
                    ],
                  },
                ],
              },
            },
            resyncing: {
              invoke: {
                src: 'loadTeam',
                input: ({ context }) => ({ teamId: context.teamId }),
                onDone: [
                  {
                    guard: { type: 'headStillApplies', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: { type: 'setServer', params: ({ event }) => event.output },
                  },
                  {
                    target: 'idle',
                    actions: [
                      { type: 'setServer', params: ({ event }) => event.output },
                      {
                        type: 'notify',
                        params: ({ context }) => ({
                          kind: 'info' as const,
                          title: 'Updated from another screen',
                          message: `${describe(context.queue[0]?.command)} was already changed elsewhere, so it was not sent again.`,
                        }),
                      },
                      'revalidateHead',
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    'dropQueue',
                    {
                      type: 'notify',
                      params: ({ event }) => ({
                        kind: 'error' as const,
                        title: 'Could not refresh the draft',
                        message: messageOf(event.error),
                      }),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

function rejection(context: DraftContext, event: DraftEvent): DraftNotice {
  const attempt = attemptOf(context, event);
  return { kind: 'error', title: 'Not allowed', message: 'broken' in attempt ? attempt.broken : 'That change is not allowed.' };
}

function describe(command: DraftCommand | undefined): string {
  switch (command?.type) {
    case 'draftPlayer':
      return 'Your pick';
    case 'recordTakenByOther':
      return 'That taken player';
    case 'undoPick':
      return 'That undo';
    case 'changeLeagueSettings':
      return 'The league settings change';
    case 'saveReportCard':
      return 'The report card';
    default:
      return 'That change';
  }
}
