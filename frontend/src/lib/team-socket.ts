import {
  SOCKET_EVENTS,
  SOCKET_PROTOCOL_VERSION,
  withTeamChange,
  type JoinTeamRequest,
  type PickCommandAck,
  type PickCommandRequest,
  type TeamCommandResult,
  type SocketErrorMessage,
  type TeamDetailDto,
  type TeamEventPayload,
  type WatchedTeamDto,
} from '@draftmode/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endSession } from './api';
import { ApiError, UNREACHABLE } from './api-client';
import { readSession } from './session';
import type { Socket } from 'socket.io-client';
import { acquireSocket } from './socket';
import { teamKeys, updateTeamInList } from './teams-api';

/** Which room to follow: one of the user's teams, or a team through a watch link (no sign-in). */
type TeamRoom = { teamId: string } | { watchToken: string };

export type LiveStatus = 'connecting' | 'live' | 'offline' | 'refused';

interface LiveUpdates {
  status: LiveStatus;
  /** Why the server refused the room (e.g. a revoked watch link), when it did. */
  error: string | null;
}

/** Events whose effect is on the team's own fields, which a message does not carry: refetch. */
const TEAM_FIELD_EVENTS = new Set(['TeamRenamed', 'LeagueSettingsChanged', 'ReportCardSaved', 'TeamDeleted']);

/**
 * Follows a team's room over Socket.IO and keeps the cached team (GET /teams/:id, or
 * GET /watch/:token) in step with every committed event, so a second screen updates live. On
 * reconnect it rejoins with the last version it saw and the server sends what it missed.
 */
export function useTeamLiveUpdates(room: TeamRoom | null): LiveUpdates {
  const queryClient = useQueryClient();
  const roomKey = room ? ('teamId' in room ? `team:${room.teamId}` : `watch:${room.watchToken}`) : null;
  // The state belongs to one room: switching rooms starts again at 'connecting'.
  const [state, setRoomState] = useState<LiveUpdates & { roomKey: string | null }>({ roomKey, status: 'connecting', error: null });

  useEffect(() => {
    if (!room) return undefined;
    // A signed-in tab watches on its own connection too: joining with a watch token needs no owner.
    const { socket, release } = acquireSocket(readSession().token);
    let lastVersion: number | undefined = cachedVersion(queryClient, room);
    // A watch link names its team only once the watched team or its first event has arrived.
    let joinedTeamId: string | undefined = 'teamId' in room ? room.teamId : watchedTeamId(queryClient, room.watchToken);
    const belongsToRoom = (message: TeamEventPayload) => {
      joinedTeamId ??= message.teamId;
      return message.teamId === joinedTeamId;
    };
    const setState = (update: LiveUpdates | ((current: LiveUpdates) => LiveUpdates)) =>
      setRoomState((current) => ({
        roomKey,
        ...(typeof update === 'function' ? update(current.roomKey === roomKey ? current : { status: 'connecting', error: null }) : update),
      }));

    let resyncing = false;
    const join = () => {
      // A resync still unanswered died with the connection; the join catches up instead.
      resyncing = false;
      // What this tab has: the last event it heard, or a later answer to its own pick (the room's event skips the connection a pick came over).
      lastVersion = Math.max(lastVersion ?? 0, cachedVersion(queryClient, room) ?? 0) || undefined;
      const request: JoinTeamRequest =
        'teamId' in room
          ? { protocol: SOCKET_PROTOCOL_VERSION, teamId: room.teamId, lastVersion }
          : { protocol: SOCKET_PROTOCOL_VERSION, watchToken: room.watchToken, lastVersion };
      socket.emit(SOCKET_EVENTS.joinTeam, request, (ack: { version: number } | { error: string }) => {
        if ('error' in ack) setState({ status: 'refused', error: ack.error });
        else {
          lastVersion = Math.max(lastVersion ?? 0, ack.version);
          setState({ status: 'live', error: null });
        }
      });
    };

    const onDisconnect = () => setState((current) => (current.status === 'refused' ? current : { status: 'offline', error: null }));
    const onRefused = (message: SocketErrorMessage) => setState({ status: 'refused', error: message.message });
    const onTeamEvent = (message: TeamEventPayload) => {
      // The tab's one connection carries every room it joined: only this room's events apply here.
      if (!belongsToRoom(message)) return;
      // A rejoin may repeat a version; applyTeamEvent never lets an older message overwrite a newer one.
      if (applyTeamEvent(queryClient, room, message)) {
        lastVersion = Math.max(lastVersion ?? 0, message.version);
        return;
      }
      // A version went missing (the cache was behind): the server sends what the cache lacks, the first message whole.
      if (resyncing || !joinedTeamId) return;
      resyncing = true;
      socket.emit(
        SOCKET_EVENTS.teamResync,
        { teamId: joinedTeamId, lastVersion: cachedVersion(queryClient, room) },
        (ack: { state?: unknown } | { error: string }) => {
          resyncing = false;
          // No usable version after all: the team as it is now.
          if ('error' in ack || ack.state) void queryClient.invalidateQueries({ queryKey: teamKey(room) });
        },
      );
    };
    socket.on('connect', join);
    // The server lost events from other processes (a Redis outage): joining again brings what this room missed.
    socket.on(SOCKET_EVENTS.rejoin, join);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onDisconnect);
    socket.on(SOCKET_EVENTS.error, onRefused);
    socket.on(SOCKET_EVENTS.teamEvent, onTeamEvent);
    if (socket.connected) join();

    return () => {
      socket.off('connect', join);
      socket.off(SOCKET_EVENTS.rejoin, join);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onDisconnect);
      socket.off(SOCKET_EVENTS.error, onRefused);
      socket.off(SOCKET_EVENTS.teamEvent, onTeamEvent);
      joinedTeamId ??= 'watchToken' in room ? watchedTeamId(queryClient, room.watchToken) : undefined;
      // The connection may live on for other consumers (the chat, the next page): leave this room.
      if (joinedTeamId && socket.connected) socket.emit(SOCKET_EVENTS.leaveTeam, { teamId: joinedTeamId });
      release();
    };
    // roomKey identifies the room; `room` is a fresh object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomKey, queryClient]);

  return state.roomKey === roomKey ? { status: state.status, error: state.error } : { status: 'connecting', error: null };
}

function teamKey(room: TeamRoom) {
  return 'teamId' in room ? teamKeys.detail(room.teamId) : teamKeys.watched(room.watchToken);
}

function cachedVersion(queryClient: QueryClient, room: TeamRoom): number | undefined {
  return queryClient.getQueryData<TeamDetailDto | WatchedTeamDto>(teamKey(room))?.version;
}

function watchedTeamId(queryClient: QueryClient, watchToken: string): string | undefined {
  return queryClient.getQueryData<WatchedTeamDto>(teamKeys.watched(watchToken))?.team.id;
}

/**
 * Merges a socket message into the cached team (`TeamEventMessage`, docs/teams-api.md): what it
 * changed, when it follows on from the cached version or carries the read models whole; events
 * that change the team's own fields refetch it. False when the message follows on from a version
 * the cache does not have (one went missing): the caller asks the server for what is missing.
 */
function applyTeamEvent(queryClient: QueryClient, room: TeamRoom, message: TeamEventPayload): boolean {
  const key = teamKey(room);
  // `skipped`: a catch-up past the events the server replays; the team's own fields may have changed in between.
  if (TEAM_FIELD_EVENTS.has(message.event.type) || message.roster === null || (message.skipped ?? 0) > 0) {
    void queryClient.invalidateQueries({ queryKey: key });
    if ('teamId' in room) void queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    return true;
  }
  const current = queryClient.getQueryData<TeamDetailDto | WatchedTeamDto>(key);
  // Nothing cached yet (the team's own request brings it), or this version is already there (the command's answer, a repeat).
  if (!current || current.version >= message.version) return true;
  const whole = message.roster !== undefined && message.board.from === 0;
  if (!whole && current.version !== message.version - 1) return false;
  const team = withTeamChange(current, message);
  queryClient.setQueryData<TeamDetailDto | WatchedTeamDto>(key, team);
  if ('teamId' in room) updateTeamInList(queryClient, (team as TeamDetailDto).team);
  return true;
}

/** How long a pick command waits for the connection, then for the server's answer, before it counts as not saved. */
const PICK_ANSWER_TIMEOUT_MS = 15_000;

/**
 * Sends one of the draft's pick commands over the tab's live connection (`team.pick`,
 * docs/teams-api.md) instead of an HTTP request: the same answer as POST /api/teams/:id/picks,
 * /taken or /undo, and the same failures ({@link ApiError}; a 401 ends the session). The server
 * answers what the command changed of `base`, the team at the version the command was sent
 * against, and the answer is `base` with that change. It waits for the connection first and emits
 * only while connected: Socket.IO would otherwise hold a command emitted offline and send it on
 * reconnect, after the screen said it was not saved. Its command id makes sending it again safe.
 */
export async function sendPickCommand(request: PickCommandRequest, base: TeamDetailDto): Promise<TeamCommandResult> {
  const { socket, release } = acquireSocket(readSession().token);
  let ack: PickCommandAck;
  try {
    await connectedWithin(socket, PICK_ANSWER_TIMEOUT_MS);
    ack = (await socket.timeout(PICK_ANSWER_TIMEOUT_MS).emitWithAck(SOCKET_EVENTS.pickCommand, request)) as PickCommandAck;
  } catch {
    throw new ApiError(UNREACHABLE);
  } finally {
    release();
  }
  if ('change' in ack) return { version: ack.change.version, duplicate: false, team: withTeamChange(base, ack.change) };
  if ('result' in ack) return ack.result;
  if (ack.error.statusCode === 401) endSession();
  throw new ApiError(ack.error);
}

/** Resolves once the socket is connected (at once when it is); rejects after `timeoutMs`. */
function connectedWithin(socket: Socket, timeoutMs: number): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onConnect = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      socket.off('connect', onConnect);
      reject(new Error('not connected'));
    }, timeoutMs);
    socket.once('connect', onConnect);
  });
}
