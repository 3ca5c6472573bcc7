import type { SqlStatement } from '../../../../infra/database/sql-statement';
import { latestState, type ProjectionContext, type TeamProjector, type TeamStep } from '../team-projector';

/** The roster with its slots, bench and own picks, as the draft screen and My Teams show it. */
export const rosterProjection: TeamProjector = {
  name: 'roster',
  tables: ['team_rosters'],
  project(steps: readonly TeamStep[], { teamId, before }: ProjectionContext): SqlStatement[] {
    const state = latestState(steps);
    if (state.deleted || !state.exists) return [{ sql: 'DELETE FROM team_rosters WHERE team_id = $1', params: [teamId] }];
    // A pick by another team leaves the roster as it was (evolve keeps the same objects).
    if (before?.state.exists && before.state.roster === state.roster && before.state.ownPicks === state.ownPicks) return [];
    const { roster } = state;
    return [
      {
        sql: `INSERT INTO team_rosters (team_id, positions, bench, player_ids, own_picks) VALUES ($1::uuid, $2::jsonb, $3::jsonb, $4::jsonb, $5::jsonb)
              ON CONFLICT (team_id) DO UPDATE SET positions = $2::jsonb, bench = $3::jsonb, player_ids = $4::jsonb, own_picks = $5::jsonb`,
        params: [
          teamId,
          JSON.stringify(roster.positions),
          JSON.stringify(roster.bench),
          JSON.stringify(roster.playerIds),
          JSON.stringify(state.ownPicks),
        ],
      },
    ];
  },
  erase(teamIds: readonly string[], userId: string): SqlStatement[] {
    return [{ sql: 'DELETE FROM team_rosters WHERE team_id = ANY($1::uuid[]) AND $2::uuid IS NOT NULL', params: [teamIds, userId] }];
  },
};
