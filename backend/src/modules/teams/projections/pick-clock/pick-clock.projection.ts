import type { SqlStatement } from '../../../../infra/database/sql-statement';
import { latestState, type ProjectionContext, type TeamProjector, type TeamStep } from '../team-projector';

/**
 * The league's pick clock (seconds per pick, when the pick on the clock started, when it was
 * paused); a row only while the team has a clock. A team without one writes nothing per pick
 * (evolve keeps the same null), one with a clock a single row when a pick restarts it.
 */
export const pickClockProjection: TeamProjector = {
  name: 'pick-clock',
  tables: ['team_pick_clocks'],
  project(steps: readonly TeamStep[], { teamId, before }: ProjectionContext): SqlStatement[] {
    const state = latestState(steps);
    const clock = state.exists && !state.deleted ? state.pickClock : null;
    const shown = before?.state.exists && !before.state.deleted ? before.state.pickClock : undefined;
    if (shown !== undefined && shown === clock) return [];
    // A replay of a team that never had a clock leaves no row to delete.
    if (!clock)
      return shown === undefined && !state.deleted ? [] : [{ sql: 'DELETE FROM team_pick_clocks WHERE team_id = $1', params: [teamId] }];
    return [
      {
        sql: `INSERT INTO team_pick_clocks (team_id, seconds_per_pick, started_at, paused_at) VALUES ($1::uuid, $2::integer, $3::timestamptz, $4::timestamptz)
              ON CONFLICT (team_id) DO UPDATE SET seconds_per_pick = $2::integer, started_at = $3::timestamptz, paused_at = $4::timestamptz`,
        params: [teamId, clock.secondsPerPick, clock.startedAt, clock.pausedAt],
      },
    ];
  },
  erase(teamIds: readonly string[], userId: string): SqlStatement[] {
    return [{ sql: 'DELETE FROM team_pick_clocks WHERE team_id = ANY($1::uuid[]) AND $2::uuid IS NOT NULL', params: [teamIds, userId] }];
  },
};
