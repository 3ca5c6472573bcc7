import { FORMAT_KEY } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import type { SqlStatement } from '../../../../infra/database/sql-statement';
import { latestState, type ProjectionContext, type TeamProjector, type TeamStep } from '../team-projector';

/**
 * The panel of players other teams took, one row per player. Position and ADP are copied from the
 * pool (ADP in the team's scoring format) so the panel sorts by draft order, position or ADP in SQL.
 * Rows of players no longer taken are deleted and the others upserted (disjoint rows, one statement);
 * live, a pick recorded after the others adds its row alone.
 */
export const takenByOthersProjection: TeamProjector = {
  name: 'taken-by-others',
  tables: ['team_taken_by_others'],
  project(steps: readonly TeamStep[], { teamId, pool, before }: ProjectionContext): SqlStatement[] {
    const state = latestState(steps);
    if (state.deleted || !state.exists || state.takenByOthers.length === 0)
      return [{ sql: 'DELETE FROM team_taken_by_others WHERE team_id = $1', params: [teamId] }];
    const format = FORMAT_KEY[state.settings.scoringFormat];
    // Live, the rows already shown stay: only the picks after them are written (an undo or a new draft position renumbers, and all are).
    const shown =
      before?.state.exists && before.state.settings.scoringFormat === state.settings.scoringFormat ? before.state.takenByOthers : [];
    const kept =
      shown.length <= state.takenByOthers.length && shown.every((pick, index) => sameTake(pick, state.takenByOthers[index]))
        ? shown.length
        : 0;
    if (kept === state.takenByOthers.length) return [];
    const rows = state.takenByOthers.slice(kept).map((pick) => {
      const player = pool.get(pick.playerId);
      return {
        player_id: pick.playerId,
        overall_pick: pick.overallPick,
        position: player?.position ?? null,
        adp: player ? player.adp[format] : null,
      };
    });
    const upsert = {
      sql: `INSERT INTO team_taken_by_others (team_id, player_id, overall_pick, position, adp)
              SELECT $1::uuid, r.player_id, r.overall_pick, r.position, r.adp
                FROM jsonb_to_recordset($2::jsonb) AS r(player_id text, overall_pick integer, position text, adp real)
              ON CONFLICT (team_id, player_id) DO UPDATE SET overall_pick = excluded.overall_pick, position = excluded.position, adp = excluded.adp`,
      params: [teamId, JSON.stringify(rows)],
    };
    if (kept > 0) return [upsert];
    return [
      {
        sql: 'DELETE FROM team_taken_by_others WHERE team_id = $1 AND player_id <> ALL($2::text[])',
        params: [teamId, state.takenByOthers.map((pick) => pick.playerId)],
      },
      upsert,
    ];
  },
  erase(teamIds: readonly string[], userId: string): SqlStatement[] {
    return [
      { sql: 'DELETE FROM team_taken_by_others WHERE team_id = ANY($1::uuid[]) AND $2::uuid IS NOT NULL', params: [teamIds, userId] },
    ];
  },
};

function sameTake(a: TeamState['takenByOthers'][number], b: TeamState['takenByOthers'][number] | undefined): boolean {
  return b !== undefined && a.playerId === b.playerId && a.overallPick === b.overallPick;
}
