import type { EntityManager } from 'typeorm';
import { latestState, type ProjectionContext, type TeamProjector, type TeamStep } from '../team-projector';

/** The draft screen's live grade; no row while the roster is empty. */
export const liveGradeProjection: TeamProjector = {
  name: 'live-grade',
  tables: ['team_live_grades'],
  async project(manager: EntityManager, steps: readonly TeamStep[], { teamId, liveGrade }: ProjectionContext): Promise<void> {
    const state = latestState(steps);
    const grade = state.exists && !state.deleted ? liveGrade(state) : null;
    if (!grade) {
      await manager.query('DELETE FROM team_live_grades WHERE team_id = $1', [teamId]);
      return;
    }
    await manager.query(
      `INSERT INTO team_live_grades (team_id, letter, percentage, is_final) VALUES ($1, $2, $3, $4)
       ON CONFLICT (team_id) DO UPDATE SET letter = $2, percentage = $3, is_final = $4`,
      [teamId, grade.letter, grade.percentage, grade.isFinal],
    );
  },
};
