import type { TeamEvent } from '@draftmode/domain';
import type { SqlStatement } from '../../../../infra/database/sql-statement';
import type { ProjectionContext, TeamProjector, TeamStep } from '../team-projector';

/**
 * Draft history entries (docs/draft-rules.md, "Draft history"), one per saved report card. Entries outlive the team:
 * they are the user's record of past drafts, so TeamDeleted leaves them. `draftDuration` is the
 * seconds from the team's creation to the saved card; `aiRecommendationsUsed` stays 0 until chat
 * recommendations are tracked.
 */
export const draftHistoryProjection: TeamProjector = {
  name: 'draft-history',
  tables: ['draft_history'],
  project(steps: readonly TeamStep[], { teamId }: ProjectionContext): SqlStatement[] {
    const statements: SqlStatement[] = [];
    for (const { event, state } of steps) {
      if (event.type !== 'ReportCardSaved') continue;
      const card = event.data as Extract<TeamEvent, { type: 'ReportCardSaved' }>['data'];
      const draftData = {
        source: 'report-card',
        completedAt: card.savedAt,
        grade: card.grade,
        percentage: card.percentage,
        gradeBreakdown: card.gradeBreakdown,
        roster: state.roster,
      };
      const duration = state.createdAt ? Math.max(0, Math.round((Date.parse(card.savedAt) - Date.parse(state.createdAt)) / 1000)) : null;
      statements.push({
        sql: `INSERT INTO draft_history (user_id, team_id, stream_version, draft_data, completed_at, draft_duration, ai_recommendations_used)
              VALUES ($1::uuid, $2::uuid, $3::int, $4::jsonb, $5::timestamptz, $6::int, 0) ON CONFLICT (team_id, stream_version) DO NOTHING`,
        params: [state.userId, teamId, event.version, JSON.stringify(draftData), card.savedAt, duration],
      });
    }
    return statements;
  },
  erase(teamIds: readonly string[], userId: string): SqlStatement[] {
    return [{ sql: 'DELETE FROM draft_history WHERE team_id = ANY($1::uuid[]) OR user_id = $2::uuid', params: [teamIds, userId] }];
  },
};
