import type { RecordedEvent } from '../events/team-events';
import { toBroadcastEvent } from './socket-contracts';

describe('toBroadcastEvent', () => {
  it('drops the metadata and the owner id, keeping what a watcher may see', () => {
    const recorded: RecordedEvent = {
      position: 7,
      streamId: 'team-t1',
      version: 1,
      type: 'TeamCreated',
      data: {
        teamId: 't1',
        userId: 'owner-id',
        name: 'Sharks',
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 3,
        rosterSpots: { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, DEF: 1, K: 1, Bench: 6 },
        isMock: false,
        createdAt: '2025-08-30T12:00:00.000Z',
      },
      metadata: { userId: 'owner-id', commandId: 'c1', correlationId: 'c1', causationId: null },
      occurredAt: '2025-08-30T12:00:00.000Z',
    };
    const broadcast = toBroadcastEvent(recorded);
    expect(broadcast).not.toHaveProperty('metadata');
    expect(broadcast.data).not.toHaveProperty('userId');
    expect(broadcast).not.toHaveProperty('position');
    expect(broadcast).toMatchObject({ streamId: 'team-t1', version: 1, type: 'TeamCreated', data: { name: 'Sharks' } });
    expect(JSON.stringify(broadcast)).not.toContain('owner-id');
  });
});
