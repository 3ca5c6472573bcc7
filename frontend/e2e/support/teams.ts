import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './session';

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** Marks the guided tour done (it has its own spec), so the page under test is alone on screen. */
export async function completeTour(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/users/me/preferences/complete-tour', { headers: auth(account) });
  expect(response.ok(), `complete-tour answered ${response.status()} ${await response.text()}`).toBe(true);
}

export interface TeamSettings {
  name: string;
  leagueSize?: number;
  draftPosition?: number;
  scoringFormat?: 'PPR' | 'Half-PPR' | 'Standard';
  /** Roster spots per kind (QB, RB, …, SUPERFLEX, WRTE, WRRB, Bench); the defaults when left out. */
  rosterSpots?: Record<string, number>;
  draftOrder?: 'snake' | 'third-round-reversal' | 'linear';
  /** Points per stat (as the API takes them); preset scoring when left out. */
  pointsPerStat?: Record<string, unknown>;
  /** Overall picks and the draft slots that now own them. */
  tradedPicks?: { pick: number; slot: number }[];
}

/** Creates a team through the API (My Teams' dialog is tested on its own); answers its id and version. */
export async function createTeamViaApi(
  request: APIRequestContext,
  account: Account,
  settings: TeamSettings,
): Promise<{ id: string; version: number }> {
  const response = await request.post('/api/teams', {
    headers: auth(account),
    data: { leagueSize: 12, draftPosition: 1, scoringFormat: 'PPR', ...settings, commandId: crypto.randomUUID() },
  });
  expect(response.ok(), `POST /api/teams answered ${response.status()} ${await response.text()}`).toBe(true);
  const body = (await response.json()) as { version: number; team: { team: { id: string } } };
  return { id: body.team.team.id, version: body.version };
}
