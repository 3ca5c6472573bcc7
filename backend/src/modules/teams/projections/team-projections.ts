import { Injectable } from '@nestjs/common';
import { teamIdOfStream, teamStreamId, type LiveGradeDto, type RecordedEvent } from '@draftmode/domain';
import { evolve, initialTeamState, type TeamState } from '@draftmode/draft-core';
import type { EntityManager } from 'typeorm';
import { combineStatements, type SqlStatement } from '../../../infra/database/sql-statement';
import { EventStore } from '../../../infra/event-store/event-store';
import { PlayerPool } from '../../player-pool';
import { toTeamEvent } from '../domain/team-event';
import { draftHistoryProjection } from './draft-history/draft-history.projection';
import { liveGradeOf } from './live-grade/live-grade';
import { liveGradeProjection } from './live-grade/live-grade.projection';
import { pickClockProjection } from './pick-clock/pick-clock.projection';
import { rosterProjection } from './roster/roster.projection';
import { takenByOthersProjection } from './taken-by-others/taken-by-others.projection';
import { teamListProjection } from './team-list/team-list.projection';
import type { ProjectionContext, TeamProjector, TeamStep } from './team-projector';

export const TEAM_PROJECTORS: readonly TeamProjector[] = [
  teamListProjection,
  rosterProjection,
  takenByOthersProjection,
  liveGradeProjection,
  draftHistoryProjection,
  pickClockProjection,
];

/** Steps no read model needs between the first and the last of a replay: only report cards leave a row of their own. */
function keepsARow(step: TeamStep): boolean {
  return step.event.type === 'ReportCardSaved';
}

/**
 * Applies team events to every read model. Live, a command hands over the events it appended with
 * the state after each, folded once (`commandStatements`); no stream is read again. Replays
 * (`project`, `rebuild`) are idempotent: per stream a checkpoint keeps the last version the read
 * models applied (they always move together), and events at or below it are skipped. Both write
 * through the same projectors, which is what makes a rebuilt state equal the live one.
 */
@Injectable()
export class TeamProjections {
  constructor(
    private readonly store: EventStore,
    private readonly pool: PlayerPool,
  ) {}

  /**
   * The statements that project the events one command is appending, with the state after each and
   * the live grade of the last state (computed once by the command for its answer and broadcast).
   * They run in the append's statement (EventStore.appendChecked) and take the position from its
   * `appended` rows. The stream's checkpoint is below these events: the command checked the
   * stream's version, and the append fails if it moved.
   */
  commandStatements(
    teamId: string,
    steps: readonly TeamStep[],
    liveGrade: LiveGradeDto | null,
    before: NonNullable<ProjectionContext['before']>,
  ): SqlStatement[] {
    const last = steps.at(-1)?.state;
    return this.statements(teamId, steps, (state) => (state === last ? liveGrade : this.liveGrade(state)), null, before);
  }

  /** Recorded events of any streams, applied past each stream's checkpoint (the stream is read to fold the state before them). */
  async project(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
    const byStream = new Map<string, RecordedEvent[]>();
    for (const event of events) {
      if (teamIdOfStream(event.streamId) === null) continue;
      byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event]);
    }
    for (const [streamId, streamEvents] of byStream) {
      const teamId = teamIdOfStream(streamId) as string;
      const last = Math.max(...streamEvents.map((event) => event.version));
      const applied = await this.checkpoint(manager, streamId);
      if (last <= applied) continue;
      // The store is read with the caller's manager so it sees events appended in the same, uncommitted transaction.
      const stream = await this.store.readStream(streamId, 1, { manager });
      let state = initialTeamState;
      const steps: TeamStep[] = [];
      for (const event of stream) {
        if (event.version > last) break;
        state = evolve(state, toTeamEvent(event));
        if (event.version > applied) steps.push({ event, state });
      }
      await this.write(manager, teamId, steps);
    }
  }

  /**
   * Empties every read model and replays all events in global order, in the caller's transaction.
   * Each stream is folded in memory as its events arrive and written once at the end, with its last
   * state and the report cards saved on the way (the only steps that leave a row of their own).
   *
   * @returns how many events were replayed.
   */
  async rebuild(manager: EntityManager, batchSize = 10_000): Promise<number> {
    const tables = ['team_read_model_checkpoints', ...TEAM_PROJECTORS.flatMap((projector) => projector.tables)];
    await manager.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY`);
    // The replay writes back what was accepted, limits or not (migration 1763771200000).
    await manager.query("SET LOCAL draftmode.team_limits = 'off'");
    const streams = new Map<string, { state: TeamState; steps: TeamStep[] }>();
    let from = 1;
    let replayed = 0;
    for (;;) {
      const batch = await this.store.readAll(from, batchSize, { manager });
      if (batch.length === 0) break;
      for (const event of batch) {
        if (teamIdOfStream(event.streamId) === null) continue;
        const stream = streams.get(event.streamId) ?? { state: initialTeamState, steps: [] };
        stream.state = evolve(stream.state, toTeamEvent(event));
        const step = { event, state: stream.state };
        const last = stream.steps.at(-1);
        if (last && !keepsARow(last)) stream.steps.pop();
        stream.steps.push(step);
        streams.set(event.streamId, stream);
      }
      replayed += batch.length;
      from = (batch.at(-1)?.position ?? from) + 1;
    }
    for (const [streamId, { steps }] of streams) {
      await this.write(manager, teamIdOfStream(streamId) as string, steps);
    }
    return replayed;
  }

  /** Erases a user's rows from every read model and the checkpoints of their streams (account deletion), in the caller's transaction. */
  async erase(manager: EntityManager, teamIds: readonly string[], userId: string): Promise<void> {
    const statements = TEAM_PROJECTORS.flatMap((projector) => projector.erase(teamIds, userId));
    statements.push({
      sql: 'DELETE FROM team_read_model_checkpoints WHERE stream_id = ANY($1::text[])',
      params: [teamIds.map(teamStreamId)],
    });
    const combined = combineStatements(statements);
    await manager.query(combined.sql, combined.params);
  }

  private liveGrade(state: TeamState): LiveGradeDto | null {
    return state.exists && !state.deleted ? liveGradeOf(state, this.pool.players, (id) => this.pool.get(id)) : null;
  }

  /** The last version of the stream the read models applied; 0 when none. */
  private async checkpoint(manager: EntityManager, streamId: string): Promise<number> {
    const [row] = (await manager.query('SELECT version FROM team_read_model_checkpoints WHERE stream_id = $1', [streamId])) as {
      version: number;
    }[];
    return row?.version ?? 0;
  }

  /** Runs every projector's statements for one stream in one statement (a replay: the events are stored, with positions). */
  private async write(manager: EntityManager, teamId: string, steps: readonly TeamStep[]): Promise<void> {
    const last = steps.at(-1)?.event;
    if (!last) return;
    const combined = combineStatements(this.statements(teamId, steps, (state) => this.liveGrade(state), last.position));
    await manager.query(combined.sql, combined.params);
  }

  /**
   * Every projector's statements for the steps (all past the stream's checkpoint), then the
   * checkpoint at the last step's version and `position` (null: the position of the rows the
   * append's statement inserts, its CTE `appended`).
   */
  private statements(
    teamId: string,
    steps: readonly TeamStep[],
    liveGrade: ProjectionContext['liveGrade'],
    position: number | null,
    before?: ProjectionContext['before'],
  ): SqlStatement[] {
    const last = steps.at(-1)?.event;
    if (!last) return [];
    const context: ProjectionContext = { pool: this.pool, teamId, liveGrade, before };
    const statements = TEAM_PROJECTORS.flatMap((projector) => projector.project(steps, context));
    statements.push({
      sql: `INSERT INTO team_read_model_checkpoints (stream_id, version, position)
            VALUES ($1::text, $2::int, ${position === null ? '(SELECT max(position) FROM appended)' : '$3::bigint'})
            ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, position = excluded.position`,
      params: position === null ? [last.streamId, last.version] : [last.streamId, last.version, position],
    });
    return statements;
  }
}
