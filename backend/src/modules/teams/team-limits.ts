import { ConflictException } from '@nestjs/common';
import { MESSAGES } from '@draftmode/domain';
import { QueryFailedError } from 'typeorm';

/** Teams (not mock drafts) one user may have; the trigger of migration 1763771200000 enforces the same number. */
export const MAX_TEAMS_PER_USER = 50;
/** Mock drafts one user may keep; the same trigger enforces it. */
export const MAX_MOCK_DRAFTS_PER_USER = 20;

/**
 * The 409 a create answers when the user's teams or mock drafts are at their limit: the count the
 * create's own statement made under a per-user lock (so parallel creates cannot pass it together),
 * or null for any other error.
 */
export function teamLimitReached(error: unknown): ConflictException | null {
  if (!(error instanceof QueryFailedError)) return null;
  const { constraint } = error.driverError as { constraint?: string };
  if (constraint === 'team_list_team_limit') return new ConflictException(MESSAGES.tooManyTeams(MAX_TEAMS_PER_USER));
  if (constraint === 'team_list_mock_limit') return new ConflictException(MESSAGES.tooManyMockDrafts(MAX_MOCK_DRAFTS_PER_USER));
  return null;
}
