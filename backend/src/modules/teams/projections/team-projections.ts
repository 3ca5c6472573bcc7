import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@draftmode/domain';
import { evolve, initialTeamState } from '@draftmode/draft-core';
import type { EntityManager } from 'typeorm';
import { EventStore } from '../../../infra/event-store/event-store';
import { PlayerPool } from '../../players/player-pool';
import { draftHistoryProjection } from './draft-history/draft-history.projection';
import { liveGradeProjection } from './live-grade/live-grade.projection';
import { rosterProjection } from './roster/roster.projection';
import { takenByOthersProjection } from './taken-by-others/taken-by-others.projection';
import { teamListProjection } from './team-list/team-list.projection';
import type { TeamProjector, TeamStep } from './team-projector';

export const TEAM_PROJECTORS: readonly TeamProjector[] = [
  teamListProjection,
  rosterProjection,
  takenByOthersProjection,
  liveGradeProjection,
  draftHistoryProjection,
];

const STREAM_PREFIX = 'team-';

/**
 * Applies recorded team events to every read model, idempotently: per read model and stream a
 * checkpoint keeps the last applied version, and events at or below it are skipped. The same code
 * serves the command handlers (inside their append's transaction) and the rebuild (replaying
 * `readAll` in order), which is what makes a rebuilt state equal the live one.
 */
@Injectable()
export class TeamProjections {
  constructor(
    private readonly store: EventStore,
    private readonly pool: PlayerPool,
  ) {}

  async project(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
    const byStream = new Map<string, RecordedEvent[]>();
    for (const event of events) {
      if (!event.streamId.startsWith(STREAM_PREFIX)) continue;
      byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event]);
    }
    for (const [streamId, streamEvents] of byStream) await this.projectStream(manager, streamId, streamEvents);
  }

  private async projectStream(manager: EntityManager, streamId: string, events: readonly RecordedEvent[]): Promise<void> {
    const last = events.reduce((latest, event) => (event.version > latest.version ? event : latest));
    const rows = (await manager.query('SELECT projection, version FROM projection_checkpoints WHERE stream_id = $1', [streamId])) as {
      projection: string;
      version: number;
    }[];
    const checkpoints = new Map(rows.map((row) => [row.projection, row.version]));
    const lowest = Math.min(...TEAM_PROJECTORS.map((projector) => checkpoints.get(projector.name) ?? 0));
    if (last.version <= lowest) return;

    // The state after each event needs the stream from its start; the store is read with the
    // caller's manager so it sees the events appended in the same, uncommitted transaction.
    const stream = await this.store.readStream(streamId, 1, { manager });
    let state = initialTeamState;
    const steps: TeamStep[] = [];
    for (const event of stream) {
      if (event.version > last.version) break;
      state = evolve(state, { type: event.type, data: event.data } as Parameters<typeof evolve>[1]);
      if (event.version > lowest) steps.push({ event, state });
    }
    const context = { pool: this.pool, teamId: streamId.slice(STREAM_PREFIX.length) };
    for (const projector of TEAM_PROJECTORS) {
      const applied = checkpoints.get(projector.name) ?? 0;
      const pending = steps.filter((step) => step.event.version > applied);
      if (pending.length === 0) continue;
      await projector.project(manager, pending, context);
      await manager.query(
        `INSERT INTO projection_checkpoints (projection, stream_id, version, position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (projection, stream_id) DO UPDATE SET version = $3, position = $4`,
        [projector.name, streamId, last.version, last.position],
      );
    }
  }
}
