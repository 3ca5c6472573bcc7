import { expect, test } from '@playwright/test';
import { storeSession } from './support/session';
import { completeTour } from './support/teams';

interface PoolPlayer {
  id: string;
  name: string;
  position: string;
  adp: { ppr: number };
}

test.describe('the last pick and a DEF run (1366×768)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('after three DEFs in a few picks the DEF run is called, and on the last pick the chances say there is no later pick', async ({
    page,
  }) => {
    const account = await storeSession(page);
    const auth = { Authorization: `Bearer ${account.token}` };
    // Two roster spots and the 12th of 12 slots: the user's picks are 12 and 13, so pick 13 is his last.
    const created = await page.request.post('/api/teams', {
      headers: auth,
      data: { name: 'Last Pick Team', leagueSize: 12, draftPosition: 12, scoringFormat: 'PPR', commandId: crypto.randomUUID() },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const body = (await created.json()) as { version: number; team: { team: { id: string } } };
    const teamId = body.team.team.id;
    const settings = await page.request.put(`/api/teams/${teamId}/settings`, {
      headers: auth,
      data: {
        leagueSize: 12,
        draftPosition: 12,
        scoringFormat: 'PPR',
        rosterSpots: { QB: 0, RB: 0, WR: 0, TE: 0, FLEX: 0, DEF: 0, K: 1, Bench: 1 },
        expectedVersion: body.version,
        commandId: crypto.randomUUID(),
      },
    });
    expect(settings.ok(), await settings.text()).toBe(true);
    let version = ((await settings.json()) as { version: number }).version;
    await completeTour(page.request, account);

    const pool = ((await (await page.request.get('/api/players?limit=500&format=ppr')).json()) as { players: PoolPlayer[] }).players.sort(
      (a, b) => a.adp.ppr - b.adp.ppr,
    );
    const defs = pool.filter((p) => p.position === 'DEF').slice(0, 3);
    const skill = pool.filter((p) => p.position !== 'DEF' && p.position !== 'K');
    // Picks 1–11 by other teams: DEFs at 6, 8 and 10 among skill players; pick 12 the user's.
    const others = [skill[0], skill[1], skill[2], skill[3], skill[4], defs[0], skill[5], defs[1], skill[6], defs[2], skill[7]];
    const record = async (kind: 'taken' | 'picks', player: PoolPlayer) => {
      const response = await page.request.post(`/api/teams/${teamId}/${kind}`, {
        headers: auth,
        data: { playerId: player.id, expectedVersion: version, commandId: crypto.randomUUID() },
      });
      expect(response.ok(), `${kind} ${player.name}: ${response.status()} ${await response.text()}`).toBe(true);
      version = ((await response.json()) as { version: number }).version;
    };
    for (const player of others) await record('taken', player!);
    await record('picks', skill[8]!);

    await page.goto('/draft');
    await expect(page.getByText('Pick 13 · Round 2')).toBeVisible();
    await expect(page.locator('[data-alert="position-run"]').filter({ hasText: 'DEF run' })).toHaveText('DEF run: 3 of the last 8 picks');

    await expect(page.getByText("You're on the clock with your last pick: there is no later pick to wait for.")).toBeVisible();
    const recommended = page.getByRole('list', { name: 'Recommended players' });
    await expect(recommended.getByRole('listitem').first()).toBeVisible();
    const rows = await recommended.getByRole('listitem').count();
    await expect(recommended.getByText('No later pick')).toHaveCount(rows);
    await expect(recommended).not.toContainText('%');
  });
});
