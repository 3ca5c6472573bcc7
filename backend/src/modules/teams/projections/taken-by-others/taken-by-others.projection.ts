import { FORMAT_KEY } from '@draftmode/domain';
import type { EntityManager } from 'typeorm';
import { latestState, type ProjectionContext, type TeamProjector, type TeamStep } from '../team-projector';

/**
 * The panel of players other teams took, one row per player. Position and ADP are copied from the
 * pool (ADP in the team's scoring format) so the panel sorts by draft order, position or ADP in SQL.
 */
export const takenByOthersProjection: TeamProjector = {
  name: 'taken-by-others',
  tables: ['team_taken_by_others'],
  async project(manager: EntityManager, steps: readonly TeamStep[], { teamId, pool }: ProjectionContext): Promise<void> {
    const state = latestState(steps);
    await manager.query('DELETE FROM team_taken_by_others WHERE team_id = $1', [teamId]);
    if (state.deleted || !state.exists || state.takenByOthers.length === 0) return;
    const format = FORMAT_KEY[state.settings.scoringFormat];
    const rows = state.takenByOthers.map((pick) => {
      const player = pool.get(pick.playerId);
      return [pick.playerId, pick.overallPick, player?.position ?? null, player ? player.adp[format] : null];
    });
    await manager.query(
      `INSERT INTO team_taken_by_others (team_id, player_id, overall_pick, position, adp)
       SELECT $1, r.player_id, r.overall_pick, r.position, r.adp
         FROM jsonb_to_recordset($2::jsonb) AS r(player_id text, overall_pick integer, position text, adp real)`,
      [teamId, JSON.stringify(rows.map(([player_id, overall_pick, position, adp]) => ({ player_id, overall_pick, position, adp })))],
    );
  },
};
