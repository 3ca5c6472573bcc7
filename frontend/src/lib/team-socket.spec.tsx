import {
  SOCKET_EVENTS,
  SOCKET_PROTOCOL_VERSION,
  type PickCommandAck,
  type PickCommandRequest,
  type TeamCommandResult,
  type TeamDetailDto,
  type TeamEventPayload,
} from '@draftmode/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { endSession } from './api';
import { ApiError, UNREACHABLE } from './api-client';
import { acquireSocket } from './socket';
import { sendPickCommand, useTeamLiveUpdates } from './team-socket';
import { teamKeys } from './teams-api';

jest.mock('./socket', () => ({ acquireSocket: jest.fn() }));
jest.mock('./api', () => ({ endSession: jest.fn() }));

/** A connected socket that records what the hook emits and lets the test deliver server events. */
function fakeSocket() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    connected: true,
    emit: jest.fn(),
    /** What `team.pick` answers (the server's acknowledgement). */
    emitWithAck: jest.fn<Promise<PickCommandAck>, [string, PickCommandRequest]>(),
    timeout(_ms: number) {
      return this;
    },
    once(event: string, handler: (...args: unknown[]) => void) {
      this.on(event, handler);
    },
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off(event: string, handler: (...args: unknown[]) => void) {
      handlers.get(event)?.delete(handler);
    },
    deliver(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
  };
}

const entry = (playerId: string, overallPick: number) => ({ playerId, overallPick, position: 'RB' as const, adp: overallPick });

/** A player taken by another team at `version`, as the room sends it: the board from `from` on, no roster (it did not change). */
function message(version: number, change: Partial<TeamEventPayload> = {}): TeamEventPayload {
  return {
    teamId: 't1',
    version,
    event: {
      type: 'PlayerTakenByOther',
      streamId: 'team-t1',
      version,
      occurredAt: '2026-09-01T18:00:00Z',
      data: { playerId: `p${version}` },
    },
    board: { from: version - 2, entries: [entry(`p${version}`, version - 1)] },
    liveGrade: null,
    ...change,
  };
}

describe('useTeamLiveUpdates', () => {
  /** The hook following team t1, cached at `version` with the board `board`, on a fake connection; `joins` lists the join requests it sent. */
  function followTeam(version: number, board = [] as TeamDetailDto['takenByOthers']) {
    const socket = fakeSocket();
    jest.mocked(acquireSocket).mockReturnValue({ socket, release: jest.fn() } as unknown as ReturnType<typeof acquireSocket>);
    const queryClient = new QueryClient();
    queryClient.setQueryData(teamKeys.detail('t1'), {
      version,
      team: { id: 't1', version, playerCount: 0, name: 'Mine' },
      roster: { playerIds: [] },
      takenByOthers: board,
      liveGrade: null,
    } as unknown as TeamDetailDto);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useTeamLiveUpdates({ teamId: 't1' }), { wrapper });
    const joins = () => socket.emit.mock.calls.filter(([event]) => event === SOCKET_EVENTS.joinTeam).map(([, request]) => request);
    const resyncs = () => socket.emit.mock.calls.filter(([event]) => event === SOCKET_EVENTS.teamResync).map(([, request]) => request);
    const cached = () => queryClient.getQueryData<TeamDetailDto>(teamKeys.detail('t1'))!;
    return { socket, queryClient, joins, resyncs, cached };
  }

  it('applies what each message changed: the board from its first changed entry, the roster when it comes, the version', () => {
    const { socket, cached, resyncs } = followTeam(1);
    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(2)));
    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(3)));
    expect(cached()).toMatchObject({ version: 3, takenByOthers: [entry('p2', 1), entry('p3', 2)], roster: { playerIds: [] } });

    const roster = {
      playerIds: ['p9'],
      positions: {},
      bench: [],
      ownPicks: [{ playerId: 'p9', overallPick: 3 }],
    } as unknown as TeamDetailDto['roster'];
    const grade = { letter: 'A', percentage: 95, isFinal: false } as const;
    act(() =>
      socket.deliver(
        SOCKET_EVENTS.teamEvent,
        message(4, { event: { ...message(4).event, type: 'PlayerDrafted' }, roster, board: { from: 2, entries: [] }, liveGrade: grade }),
      ),
    );
    expect(cached()).toMatchObject({
      version: 4,
      roster,
      liveGrade: grade,
      team: { playerCount: 1 },
      takenByOthers: [entry('p2', 1), entry('p3', 2)],
    });

    // An undo: the board cut after its first entry.
    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(5, { board: { from: 1, entries: [] } })));
    expect(cached()).toMatchObject({ version: 5, takenByOthers: [entry('p2', 1)] });
    // A repeat of an applied version changes nothing.
    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(3)));
    expect(cached().version).toBe(5);
    expect(resyncs()).toEqual([]);
  });

  it('keeps the team list in step with the picks without fetching it again, and refetches it for a change of the team’s own fields', () => {
    const { socket, queryClient } = followTeam(1);
    const list = () => queryClient.getQueryState(teamKeys.list());
    queryClient.setQueryData(teamKeys.list(), [
      { id: 't1', version: 1, playerCount: 0, name: 'Mine' },
      { id: 't2', version: 9, playerCount: 3, name: 'Other' },
    ]);
    const roster = {
      playerIds: ['p9'],
      positions: {},
      bench: [],
      ownPicks: [{ playerId: 'p9', overallPick: 2 }],
    } as unknown as TeamDetailDto['roster'];
    act(() =>
      socket.deliver(
        SOCKET_EVENTS.teamEvent,
        message(2, { event: { ...message(2).event, type: 'PlayerDrafted' }, roster, board: { from: 0, entries: [] } }),
      ),
    );
    expect(list()?.data).toEqual([
      { id: 't1', version: 2, playerCount: 1, name: 'Mine' },
      { id: 't2', version: 9, playerCount: 3, name: 'Other' },
    ]);
    expect(list()?.isInvalidated).toBe(false);

    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(3, { event: { ...message(3).event, type: 'TeamRenamed' } })));
    expect(list()?.isInvalidated).toBe(true);
  });

  it('asks for what is missing when a message does not follow on from the cached version, once, and takes the whole models the server sends first', () => {
    const { socket, cached, resyncs } = followTeam(1);
    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(3)));
    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(4)));
    expect(cached().version).toBe(1);
    expect(resyncs()).toEqual([{ teamId: 't1', lastVersion: 1 }]);

    const roster = { playerIds: [], positions: {}, bench: [], ownPicks: [] } as unknown as TeamDetailDto['roster'];
    const board = [entry('p2', 1), entry('p3', 2), entry('p4', 3)];
    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(2, { roster, board: { from: 0, entries: board } })));
    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(3, { board: { from: 3, entries: [] } })));
    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(4, { board: { from: 3, entries: [] } })));
    expect(cached()).toMatchObject({ version: 4, takenByOthers: board });
  });

  it('reads the team again after a catch-up that skipped events (the server replays at most 50)', () => {
    const { socket, queryClient } = followTeam(1);
    const roster = { playerIds: [], positions: {}, bench: [], ownPicks: [] } as unknown as TeamDetailDto['roster'];
    // The events skipped may have renamed the team or changed its settings, which the message does not carry.
    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(80, { roster, board: { from: 0, entries: [entry('p2', 1)] }, skipped: 78 })));
    expect(queryClient.getQueryState(teamKeys.detail('t1'))?.isInvalidated).toBe(true);
  });

  it('joins with the cached version, and joins again with the latest one when the server asks (team.rejoin)', () => {
    const { socket, joins } = followTeam(7);
    expect(joins()).toEqual([{ protocol: SOCKET_PROTOCOL_VERSION, teamId: 't1', lastVersion: 7 }]);

    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(8)));
    act(() => socket.deliver(SOCKET_EVENTS.rejoin));
    expect(joins()).toEqual([
      { protocol: SOCKET_PROTOCOL_VERSION, teamId: 't1', lastVersion: 7 },
      { protocol: SOCKET_PROTOCOL_VERSION, teamId: 't1', lastVersion: 8 },
    ]);
  });

  it('joins again from the version its own pick was answered with, which the room does not send back to it', () => {
    const { socket, queryClient, joins } = followTeam(7);
    // The draft screen puts the acknowledged team in the cache (version 9); no team.event for it arrives.
    act(() => queryClient.setQueryData(teamKeys.detail('t1'), { version: 9 } as TeamDetailDto));
    act(() => socket.deliver('connect'));
    expect(joins().at(-1)).toEqual({ protocol: SOCKET_PROTOCOL_VERSION, teamId: 't1', lastVersion: 9 });
  });
});

describe('sendPickCommand', () => {
  const request: PickCommandRequest = { type: 'draftPlayer', teamId: 't1', playerId: 'p1', expectedVersion: 3, commandId: 'c1' };

  function lease(socket: ReturnType<typeof fakeSocket>) {
    const release = jest.fn();
    jest.mocked(acquireSocket).mockReturnValue({ socket, release } as unknown as ReturnType<typeof acquireSocket>);
    return release;
  }

  afterEach(() => {
    jest.useRealTimers();
    jest.mocked(endSession).mockClear();
  });

  /** The team at version 3, the one the command is sent against. */
  const base = {
    team: { id: 't1', version: 3, playerCount: 0 },
    roster: { playerIds: [], positions: {}, bench: [], ownPicks: [] },
    takenByOthers: [entry('p1', 1), entry('p2', 2)],
    liveGrade: null,
    version: 3,
  } as unknown as TeamDetailDto;

  it('sends team.pick over the connection and answers the team it was sent against with what the command changed, then lets the connection go', async () => {
    const socket = fakeSocket();
    const release = lease(socket);
    const roster = {
      playerIds: ['p1'],
      positions: {},
      bench: [],
      ownPicks: [{ playerId: 'p1', overallPick: 3 }],
    } as unknown as TeamDetailDto['roster'];
    const liveGrade = { letter: 'B', percentage: 84, isFinal: false } as const;
    socket.emitWithAck.mockResolvedValue({ change: { version: 4, roster, board: { from: 2, entries: [] }, liveGrade } });
    await expect(sendPickCommand(request, base)).resolves.toEqual({
      version: 4,
      duplicate: false,
      team: { ...base, team: { ...base.team, version: 4, playerCount: 1 }, roster, liveGrade, version: 4 },
    });
    expect(socket.emitWithAck).toHaveBeenCalledWith(SOCKET_EVENTS.pickCommand, request);
    expect(release).toHaveBeenCalledTimes(1);

    // A retried command id answers the team whole, as HTTP does.
    const result = { version: 4, duplicate: true, team: null } satisfies TeamCommandResult;
    socket.emitWithAck.mockResolvedValue({ result });
    await expect(sendPickCommand(request, base)).resolves.toEqual(result);
  });

  it('fails as HTTP does: the error body as an ApiError, and a 401 ends the session', async () => {
    const socket = fakeSocket();
    lease(socket);
    socket.emitWithAck.mockResolvedValueOnce({
      error: { statusCode: 409, error: 'Conflict', message: 'This team changed on another device.', currentVersion: 5 },
    });
    const stale = await sendPickCommand(request, base).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ApiError);
    expect(stale).toMatchObject({ status: 409, currentVersion: 5 });
    expect(endSession).not.toHaveBeenCalled();

    socket.emitWithAck.mockResolvedValueOnce({
      error: { statusCode: 401, error: 'Unauthorized', message: 'Your session has ended. Please sign in again.' },
    });
    await expect(sendPickCommand(request, base)).rejects.toMatchObject({ status: 401 });
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('waits for the connection before sending, and never sends a pick once it has given up', async () => {
    jest.useFakeTimers();
    const socket = fakeSocket();
    socket.connected = false;
    const release = lease(socket);
    socket.emitWithAck.mockResolvedValue({ result: { version: 4, duplicate: false, team: null } });

    const waiting = sendPickCommand(request, base);
    expect(socket.emitWithAck).not.toHaveBeenCalled();
    socket.connected = true;
    act(() => socket.deliver('connect'));
    await expect(waiting).resolves.toMatchObject({ version: 4 });
    expect(socket.emitWithAck).toHaveBeenCalledTimes(1);

    socket.connected = false;
    const offline = sendPickCommand(request, base);
    jest.advanceTimersByTime(15_000);
    await expect(offline).rejects.toMatchObject({ status: 0, message: UNREACHABLE.message });
    socket.connected = true;
    act(() => socket.deliver('connect'));
    expect(socket.emitWithAck).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledTimes(2);
  });
});
