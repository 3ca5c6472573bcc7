import type { ApiErrorBody } from '../api/api-error';
import type { LiveGradeDto, RosterDto, TakenByOtherDto, TeamCommandResult, TeamDetailDto, WatchedTeamDto } from '../api/teams-api';
import type { RecordedEvent } from '../events/team-events';
import type { PickClock } from '../teams/pick-clock';

/** Bumped when a socket payload changes incompatibly; clients send it when they join. */
export const SOCKET_PROTOCOL_VERSION = 2;

/** Names of the Socket.IO events, client → server and server → client. */
export const SOCKET_EVENTS = {
  joinTeam: 'team.join',
  leaveTeam: 'team.leave',
  teamEvent: 'team.event',
  teamResync: 'team.resync',
  /** Client → server: one of the draft's pick commands over the live connection (see {@link PickCommandRequest}). */
  pickCommand: 'team.pick',
  /**
   * Server → client: join your rooms again with the last version you saw. Sent by a process whose
   * Redis subscription came back after an outage: events committed elsewhere meanwhile never
   * reached it, and a client that hears of no later event would not know.
   */
  rejoin: 'team.rejoin',
  chatToken: 'chat.token',
  chatMessage: 'chat.message',
  error: 'error.message',
} as const;

/** Join a team's room as its owner, or read-only with a watch token; `lastVersion` asks for missed events. */
export type JoinTeamRequest =
  { protocol: number; teamId: string; lastVersion?: number } | { protocol: number; watchToken: string; lastVersion?: number };

/**
 * The draft's pick commands, the ones a live draft sends every few seconds: the draft room sends
 * them over its live connection instead of an HTTP request each (docs/teams-api.md). The same
 * commands as POST /api/teams/:id/picks, /taken and /undo, with the same envelope.
 */
export const PICK_COMMAND_TYPES = ['draftPlayer', 'recordTakenByOther', 'undoPick'] as const;
export type PickCommandType = (typeof PICK_COMMAND_TYPES)[number];

export interface PickCommandRequest {
  type: PickCommandType;
  teamId: string;
  playerId: string;
  expectedVersion: number;
  commandId: string;
}

/**
 * The acknowledgement of a pick command. A command that appended events answers what it changed of
 * the team at the version the client sent (`change`, as a `team.event` carries it: the client has
 * that team). A retried command id, or a command that changed nothing, answers the HTTP answer
 * (`result`, the team whole). A refusal answers the HTTP error body (status, message,
 * `currentVersion` on 409).
 */
export type PickCommandAck = { change: TeamChange } | { result: TeamCommandResult } | { error: ApiErrorBody };

/**
 * An event as sent over the socket. Watchers receive it too, so it carries no metadata (user,
 * command and correlation ids), no owner id and not the event store's global position (which
 * counts every user's events).
 */
export type BroadcastEvent = Omit<RecordedEvent, 'metadata' | 'data' | 'position'> & { data: Record<string, unknown> };

/** Strips what only the server may see from a recorded event before it is broadcast. */
export function toBroadcastEvent(event: RecordedEvent): BroadcastEvent {
  const { metadata: _metadata, position: _position, data, ...rest } = event;
  const { userId: _userId, ...shared } = data as Record<string, unknown>;
  return { ...rest, data: shared };
}

/**
 * How an event changed the board (the players other teams took, by overall pick): the entries from
 * index `from` on are replaced by `entries`. `from` 0 replaces the whole board; `from` at the
 * board's length with no entries leaves it as it was.
 */
export interface BoardChange<Entry = unknown> {
  from: number;
  entries: Entry[];
}

/**
 * What a command or event changed of a team's read models at `version - 1` (for a command of several
 * events, at the version before the first): the live grade after it, the board's change and, when
 * it changed, the roster. One with the roster and the board from index 0 carries all of them.
 */
export interface TeamChange<Roster = RosterDto | null, Entry = TakenByOtherDto, Grade = LiveGradeDto | null> {
  version: number;
  /** The roster after the change; absent when it stayed as it was. */
  roster?: Roster;
  board: BoardChange<Entry>;
  liveGrade: Grade;
  /** The pick clock after the change; absent when it stayed as it was. */
  pickClock?: PickClock | null;
}

/** A team (an owner's or a watched one) after `change`, which follows on from it: what a client does with a pick's acknowledgement and a `team.event`. */
export function withTeamChange<T extends TeamDetailDto | WatchedTeamDto>(team: T, change: TeamChange<RosterDto | null>): T {
  const roster = change.roster ?? team.roster;
  return {
    ...team,
    team: { ...team.team, playerCount: roster.playerIds.length, ...('version' in team.team ? { version: change.version } : {}) },
    roster,
    takenByOthers: [...team.takenByOthers.slice(0, change.board.from), ...change.board.entries],
    liveGrade: change.liveGrade,
    ...(change.pickClock !== undefined ? { pickClock: change.pickClock } : {}),
    version: change.version,
  };
}

/**
 * One committed event of a team, with what it changed of the read models (a {@link TeamChange}). A
 * message follows on from the models at `version - 1`; one with the roster and the board from index
 * 0 applies to any older version (the first of the events a client missed is sent so). A client
 * whose models a message does not follow on from asks `team.resync` (docs/teams-api.md).
 */
export interface TeamEventMessage<Roster = unknown, Entry = unknown, Grade = unknown> extends TeamChange<Roster, Entry, Grade> {
  teamId: string;
  event: BroadcastEvent;
  /**
   * Events before this one that a client missed and the server did not send (a join or resync
   * sends at most {@link MAX_REPLAY_EVENTS}): this message carries the read models whole, and the
   * client reads the team's own fields (name, settings, report card) again.
   */
  skipped?: number;
}

/** Missed events a join or resync sends one by one; past it, the latest alone with the current state (`skipped`). */
export const MAX_REPLAY_EVENTS = 50;

export interface SocketErrorMessage {
  message: string;
}
