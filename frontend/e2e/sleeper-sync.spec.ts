import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startExtraBackend, type ExtraBackend } from './support/extra-backend';
import { PASSWORD, uniqueEmail } from './support/session';

/**
 * Live sync in the browser: a loopback server speaks Sleeper's public draft API and reveals a
 * draft's picks one by one; a DraftMode server started with SLEEPER_API_URL pointed at it polls
 * the draft, and the draft screen shows each pick as it is recorded.
 */
const DRAFT_ID = '1180000000000000042';
const PICKS = [
  { pick_no: 1, draft_slot: 1, player_id: '7564', first_name: "Ja'Marr", last_name: 'Chase', position: 'WR', team: 'CIN' },
  { pick_no: 2, draft_slot: 2, player_id: '9509', first_name: 'Bijan', last_name: 'Robinson', position: 'RB', team: 'ATL' },
  { pick_no: 3, draft_slot: 3, player_id: '4866', first_name: 'Saquon', last_name: 'Barkley', position: 'RB', team: 'PHI' },
];

test.describe('live sync with a Sleeper draft', () => {
  test.describe.configure({ mode: 'serial' });
  let sleeper: Server;
  let revealed = 0;
  let backend: ExtraBackend;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    sleeper = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const shown = PICKS.slice(0, revealed).map(({ first_name, last_name, position, team, ...pick }) => ({
        ...pick,
        round: 1,
        picked_by: `user-${pick.draft_slot}`,
        metadata: { first_name, last_name, position, team },
      }));
      const body =
        path === `/v1/draft/${DRAFT_ID}/picks`
          ? shown
          : path === `/v1/draft/${DRAFT_ID}`
            ? {
                draft_id: DRAFT_ID,
                status: revealed === 0 ? 'pre_draft' : 'drafting',
                type: 'snake',
                settings: { teams: 12, rounds: 15 },
                draft_order: {},
              }
            : null;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => sleeper.listen(0, '127.0.0.1', resolve));
    backend = await startExtraBackend('sleeper', {
      SLEEPER_API_URL: `http://127.0.0.1:${(sleeper.address() as AddressInfo).port}/v1`,
      SLEEPER_POLL_MS: '200',
    });
  });

  test.afterAll(async () => {
    await backend?.stop();
    await new Promise<void>((resolve) => (sleeper ? sleeper.close(() => resolve()) : resolve()));
  });

  test('linking a team records each Sleeper pick as it happens: others as taken, the user’s slot as own picks', async ({ page }) => {
    const base = backend.baseUrl;
    const email = uniqueEmail('sleeper');
    const signup = await page.request.post(`${base}/api/auth/signup`, { data: { name: 'Sawyer Sleeper', email, password: PASSWORD } });
    expect(signup.status()).toBe(201);
    const { token, user } = (await signup.json()) as { token: string; user: Record<string, unknown> };
    const auth = { Authorization: `Bearer ${token}` };
    expect((await page.request.post(`${base}/api/users/me/preferences/complete-tour`, { headers: auth })).ok()).toBe(true);
    const created = await page.request.post(`${base}/api/teams`, {
      headers: auth,
      data: { name: 'Synced Squad', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 2, commandId: crypto.randomUUID() },
    });
    expect(created.status()).toBe(201);
    await page.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token, user },
    );

    await page.goto(`${base}/draft`);
    const card = page.getByTestId('sleeper-sync-card');
    await card.getByRole('button', { name: 'Live sync with Sleeper' }).click();
    await card.getByLabel('Sleeper draft id').fill(DRAFT_ID);
    await card.getByLabel('Your draft slot (optional)').selectOption('2');
    await card.getByRole('button', { name: 'Link draft' }).click();
    await expect(card.getByTestId('sleeper-sync-summary')).not.toHaveText('Off');

    const taken = page.getByRole('list', { name: 'Players taken by other teams' });
    revealed = 1;
    await expect(taken).toContainText("Ja'Marr Chase");
    revealed = 3;
    await expect(taken).toContainText('Saquon Barkley');
    // Slot 2 is the user's: Bijan Robinson is an own pick, on the roster, not in the taken list.
    await expect(page.locator('[data-slot="rb1"]')).toContainText('Bijan Robinson');
    await expect(taken).not.toContainText('Bijan Robinson');
  });
});
