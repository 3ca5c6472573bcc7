import { STATUS_CODES } from 'node:http';
import { isDraftRuleError, type DraftRuleCode } from '@draftmode/draft-core';
import type { ApiErrorBody } from '@draftmode/domain';

export const TEAM_NOT_FOUND = 'Team not found';

/**
 * How a refused team command answers over HTTP (docs/adr/0002-draft-engine.md): 400 = the request
 * itself is invalid whatever the team's state; 409 = valid, but the team's current state forbids
 * it, so reloading may help; 422 = well-formed but impossible for that player, e.g. a WR in the QB
 * slot; 404 = no such team for this user. The message is the rule's user-facing text, unchanged.
 */
const DRAFT_RULE_STATUS: Record<DraftRuleCode, 400 | 404 | 409 | 422> = {
  'team-exists': 409,
  'team-not-found': 404,
  'team-deleted': 404,
  'invalid-team-name': 400,
  'team-name-taken': 409,
  'invalid-scoring-format': 400,
  'invalid-league-size': 400,
  'invalid-draft-position': 400,
  'invalid-roster-spots': 400,
  'roster-too-large-for-settings': 409,
  'unknown-player': 400,
  'already-on-roster': 409,
  'taken-by-other': 409,
  'already-taken-by-other': 409,
  'roster-full': 409,
  'not-on-roster': 409,
  'ineligible-slot': 422,
  'unknown-slot': 400,
  'already-in-slot': 409,
  'pick-not-found': 409,
  'invalid-report-card': 400,
  'invalid-sleeper-draft': 400,
  'sleeper-not-linked': 409,
  'invalid-pick-clock': 400,
  'invalid-draft-order': 400,
  'invalid-points-per-stat': 400,
  'points-per-stat-needs-stat-lines': 400,
  'invalid-traded-picks': 400,
  'invalid-keeper': 400,
  'keeper-pick-taken': 409,
  'invalid-pick-number': 400,
  'pick-number-taken': 409,
  'unknown-command': 400,
};

/** Form fields a rule's message belongs to, so forms can show it beside the field. */
const DRAFT_RULE_FIELD: Partial<Record<DraftRuleCode, string>> = {
  'invalid-team-name': 'name',
  'team-name-taken': 'name',
  'invalid-scoring-format': 'scoringFormat',
  'invalid-league-size': 'leagueSize',
  'invalid-draft-position': 'draftPosition',
  'invalid-roster-spots': 'rosterSpots',
  'invalid-pick-clock': 'secondsPerPick',
  'invalid-draft-order': 'draftOrder',
  'invalid-points-per-stat': 'pointsPerStat',
  'points-per-stat-needs-stat-lines': 'pointsPerStat',
  'invalid-traded-picks': 'tradedPicks',
};

/**
 * The API error body of a draft rule refusal, or undefined for any other error. The teams module
 * registers it with the exception filter (TeamsModule), so infra maps errors without knowing them.
 */
export function draftRuleApiError(exception: unknown): ApiErrorBody | undefined {
  if (!isDraftRuleError(exception)) return undefined;
  const statusCode = DRAFT_RULE_STATUS[exception.code];
  const error = STATUS_CODES[statusCode] ?? 'Error';
  if (statusCode === 404) return { statusCode, error, message: TEAM_NOT_FOUND };
  const field = DRAFT_RULE_FIELD[exception.code];
  return field
    ? { statusCode, error, message: exception.message, fields: { [field]: exception.message } }
    : { statusCode, error, message: exception.message };
}
