import type { EntityManager } from 'typeorm';
import { latestState, type ProjectionContext, type TeamProjector, type TeamStep } from '../team-projector';

/** The roster with its slots, bench and own picks, as the draft screen and My Teams show it. */
export const rosterProjection: TeamProjector = {
  name: 'roster',
  tables: ['team_rosters'],
  async project(manager: EntityManager, steps: readonly TeamStep[], { teamId }: ProjectionContext): Promise<void> {
    const state = latestState(steps);
    if (state.deleted || !state.exists) {
      await manager.query('DELETE FROM team_rosters WHERE team_id = $1', [teamId]);
      return;
    }
    const { roster } = state;
    await manager.query(
      `INSERT INTO team_rosters (team_id, positions, bench, player_ids, own_picks) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (team_id) DO UPDATE SET positions = $2, bench = $3, player_ids = $4, own_picks = $5`,
      [teamId, JSON.stringify(roster.positions), JSON.stringify(roster.bench), JSON.stringify(roster.playerIds), JSON.stringify(state.ownPicks)],
    );
  },
};
