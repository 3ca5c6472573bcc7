import { FORMAT_KEY } from '@draftmode/domain';
import type { SqlStatement } from '../../../../infra/database/sql-statement';
import { latestState, type ProjectionContext, type TeamProjector, type TeamStep } from '../team-projector';

/**
 * The panel of players other teams took, one row per player. Position and ADP are copied from the
 * pool (ADP in the team's scoring format) so the panel sorts by draft order, position or ADP in SQL.
 * Rows of players no longer taken are deleted and the others upserted (disjoint rows, one statement).
 */
export const takenByOthersProjection: TeamProjector = {
  name: 'taken-by-others',
  tables: ['team_taken_by_others'],
  project(steps: readonly TeamStep[], { teamId, pool }: ProjectionContext): SqlStatement[] {
    const state = latestState(steps);
    if (state.deleted || !state.exists || state.takenByOthers.length === 0) return [{ sql: 'DELETE FROM team_taken_by_others WHERE team_id = $1', params: [teamId] }];
    const format = FORMAT_KEY[state.settings.scoringFormat];
    const rows = state.takenByOthers.map((pick) => {
      const player = pool.get(pick.playerId);
      return { player_id: pick.playerId, overall_pick: pick.overallPick, position: player?.position ?? null, adp: player ? player.adp[format] : null };
    });
    return [
      { sql: 'DELETE FROM team_taken_by_others WHERE team_id = $1 AND player_id <> ALL($2::text[])', params: [teamId, rows.map((row) => row.player_id)] },
      {
        sql: `INSERT INTO team_taken_by_others (team_id, player_id, overall_pick, position, adp)
              SELECT $1::uuid, r.player_id, r.overall_pick, r.position, r.adp
                FROM jsonb_to_recordset($2::jsonb) AS r(player_id text, overall_pick integer, position text, adp real)
              ON CONFLICT (team_id, player_id) DO UPDATE SET overall_pick = excluded.overall_pick, position = excluded.position, adp = excluded.adp`,
        params: [teamId, JSON.stringify(rows)],
      },
    ];
  },
  erase(teamIds: readonly string[], userId: string): SqlStatement[] {
    return [{ sql: 'DELETE FROM team_taken_by_others WHERE team_id = ANY($1::uuid[]) AND $2::uuid IS NOT NULL', params: [teamIds, userId] }];
  },
};
