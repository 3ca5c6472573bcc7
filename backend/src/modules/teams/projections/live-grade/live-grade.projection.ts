import type { LiveGradeDto } from '@draftmode/domain';
import type { SqlStatement } from '../../../../infra/database/sql-statement';
import { latestState, type ProjectionContext, type TeamProjector, type TeamStep } from '../team-projector';

/** The draft screen's live grade; no row while the roster is empty. */
export const liveGradeProjection: TeamProjector = {
  name: 'live-grade',
  tables: ['team_live_grades'],
  project(steps: readonly TeamStep[], { teamId, liveGrade, before }: ProjectionContext): SqlStatement[] {
    const state = latestState(steps);
    const grade = state.exists && !state.deleted ? liveGrade(state) : null;
    const shown = before?.state.exists && !before.state.deleted ? before.liveGrade : undefined;
    if (shown !== undefined && sameGrade(shown, grade)) return [];
    if (!grade) return [{ sql: 'DELETE FROM team_live_grades WHERE team_id = $1', params: [teamId] }];
    return [
      {
        sql: `INSERT INTO team_live_grades (team_id, letter, percentage, is_final) VALUES ($1::uuid, $2, $3::real, $4::boolean)
              ON CONFLICT (team_id) DO UPDATE SET letter = $2, percentage = $3::real, is_final = $4::boolean`,
        params: [teamId, grade.letter, grade.percentage, grade.isFinal],
      },
    ];
  },
  erase(teamIds: readonly string[], userId: string): SqlStatement[] {
    return [{ sql: 'DELETE FROM team_live_grades WHERE team_id = ANY($1::uuid[]) AND $2::uuid IS NOT NULL', params: [teamIds, userId] }];
  },
};

function sameGrade(a: LiveGradeDto | null, b: LiveGradeDto | null): boolean {
  return a === b || (a !== null && b !== null && a.letter === b.letter && a.percentage === b.percentage && a.isFinal === b.isFinal);
}
