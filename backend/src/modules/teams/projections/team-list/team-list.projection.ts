import type { SqlStatement } from '../../../../infra/database/sql-statement';
import { latestState, type ProjectionContext, type TeamProjector, type TeamStep } from '../team-projector';

/** The user's teams as My Teams lists them, with the stream version a client sends back. */
export const teamListProjection: TeamProjector = {
  name: 'team-list',
  tables: ['team_list'],
  project(steps: readonly TeamStep[], { teamId }: ProjectionContext): SqlStatement[] {
    const state = latestState(steps);
    const version = steps.at(-1)?.event.version ?? 0;
    if (state.deleted || !state.exists) return [{ sql: 'DELETE FROM team_list WHERE id = $1', params: [teamId] }];
    const { settings } = state;
    return [
      {
        sql: `INSERT INTO team_list (id, user_id, name, scoring_format, league_size, draft_position, roster_spots, draft_grade, player_count, is_mock, version, created_at, draft_order,
                points_per_stat, traded_picks)
              VALUES ($1::uuid, $2::uuid, $3, $4, $5::int, $6::int, $7::jsonb, $8, $9::int, $10::boolean, $11::int, $12::timestamptz, $13, $14::jsonb, $15::jsonb)
              ON CONFLICT (id) DO UPDATE SET name = $3, scoring_format = $4, league_size = $5::int, draft_position = $6::int, roster_spots = $7::jsonb,
                draft_grade = $8, player_count = $9::int, is_mock = $10::boolean, version = $11::int, draft_order = $13,
                points_per_stat = $14::jsonb, traded_picks = $15::jsonb`,
        params: [
          teamId,
          state.userId,
          state.name,
          settings.scoringFormat,
          settings.leagueSize,
          settings.draftPosition,
          JSON.stringify(settings.rosterSpots),
          state.draftGrade,
          state.roster.playerIds.length,
          state.isMock,
          version,
          state.createdAt,
          settings.draftOrder ?? null,
          settings.pointsPerStat ? JSON.stringify(settings.pointsPerStat) : null,
          settings.tradedPicks ? JSON.stringify(settings.tradedPicks) : null,
        ],
      },
    ];
  },
  erase(teamIds: readonly string[], userId: string): SqlStatement[] {
    return [{ sql: 'DELETE FROM team_list WHERE id = ANY($1::uuid[]) OR user_id = $2::uuid', params: [teamIds, userId] }];
  },
};
