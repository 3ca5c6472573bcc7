import type { EntityManager } from 'typeorm';
import { latestState, type ProjectionContext, type TeamProjector, type TeamStep } from '../team-projector';

/** The user's teams as My Teams lists them, with the stream version a client sends back. */
export const teamListProjection: TeamProjector = {
  name: 'team-list',
  tables: ['team_list'],
  async project(manager: EntityManager, steps: readonly TeamStep[], { teamId }: ProjectionContext): Promise<void> {
    const state = latestState(steps);
    const version = steps.at(-1)?.event.version ?? 0;
    if (state.deleted || !state.exists) {
      await manager.query('DELETE FROM team_list WHERE id = $1', [teamId]);
      return;
    }
    const { settings } = state;
    await manager.query(
      `INSERT INTO team_list (id, user_id, name, scoring_format, league_size, draft_position, roster_spots, draft_grade, player_count, is_mock, version, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id) DO UPDATE SET name = $3, scoring_format = $4, league_size = $5, draft_position = $6, roster_spots = $7,
         draft_grade = $8, player_count = $9, is_mock = $10, version = $11`,
      [
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
      ],
    );
  },
};
