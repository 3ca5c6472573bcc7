import { SOCKET_EVENTS, SOCKET_PROTOCOL_VERSION, type TeamDetailDto, type TeamEventPayload } from '@draftmode/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { acquireSocket } from './socket';
import { useTeamLiveUpdates } from './team-socket';
import { teamKeys } from './teams-api';

jest.mock('./socket', () => ({ acquireSocket: jest.fn() }));

/** A connected socket that records what the hook emits and lets the test deliver server events. */
function fakeSocket() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    connected: true,
    emit: jest.fn(),
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

function message(version: number): TeamEventPayload {
  return {
    teamId: 't1',
    version,
    event: { type: 'PlayerTakenByOther', streamId: 'team-t1', version, position: version, occurredAt: '2026-09-01T18:00:00Z', data: { playerId: 'p1' } },
    roster: { playerIds: [], positions: {}, bench: [], ownPicks: [] } as unknown as TeamEventPayload['roster'],
    board: [],
    liveGrade: null,
  };
}

describe('useTeamLiveUpdates', () => {
  it('joins with the cached version, and joins again with the latest one when the server asks (team.rejoin)', () => {
    const socket = fakeSocket();
    jest.mocked(acquireSocket).mockReturnValue({ socket, release: jest.fn() } as unknown as ReturnType<typeof acquireSocket>);
    const queryClient = new QueryClient();
    queryClient.setQueryData(teamKeys.detail('t1'), { version: 7 } as TeamDetailDto);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

    renderHook(() => useTeamLiveUpdates({ teamId: 't1' }), { wrapper });
    const joins = () => socket.emit.mock.calls.filter(([event]) => event === SOCKET_EVENTS.joinTeam).map(([, request]) => request);
    expect(joins()).toEqual([{ protocol: SOCKET_PROTOCOL_VERSION, teamId: 't1', lastVersion: 7 }]);

    act(() => socket.deliver(SOCKET_EVENTS.teamEvent, message(8)));
    act(() => socket.deliver(SOCKET_EVENTS.rejoin));
    expect(joins()).toEqual([
      { protocol: SOCKET_PROTOCOL_VERSION, teamId: 't1', lastVersion: 7 },
      { protocol: SOCKET_PROTOCOL_VERSION, teamId: 't1', lastVersion: 8 },
    ]);
  });
});
