import { expect, test, type Page } from '@playwright/test';
import { storeSession } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';

const DEFAULT_SPOTS = { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 6 };

/** The starting slots the draft screen's roster panel shows, by id. */
async function shownSlots(page: Page): Promise<(string | null)[]> {
  const slots = page.getByRole('list', { name: 'Starting slots' }).getByRole('listitem');
  return slots.evaluateAll((items) => items.map((item) => item.getAttribute('data-slot')));
}

test.describe('roster slots follow the league (issue 34)', () => {
  test('the default league shows nine starting slots and no WR3: 9 + bench 6 = 15', async ({ page }) => {
    test.setTimeout(120_000);
    const account = await storeSession(page);
    await createTeamViaApi(page.request, account, { name: 'Default Slots' });
    await completeTour(page.request, account);
    await page.goto('/draft');
    // The first paint waits for the pool and the draft model, which takes a while on a busy machine.
    await expect(page.getByTestId('roster-count')).toHaveText('0/15', { timeout: 60_000 });
    await expect(page.getByTestId('starters-count')).toHaveText('0/9');
    await expect(page.getByTestId('bench-count')).toHaveText('0/6');
    expect(await shownSlots(page)).toEqual(['qb', 'rb1', 'rb2', 'wr1', 'wr2', 'te', 'flex', 'def', 'k']);
    await expect(page.getByRole('list', { name: 'Starting slots' })).not.toContainText('WR3');
  });

  test('a superflex league shows a SUPERFLEX slot, a second QB fills it, and a third WR spot adds WR3', async ({ page }) => {
    test.setTimeout(150_000);
    const account = await storeSession(page);
    const team = await createTeamViaApi(page.request, account, {
      name: 'Superflex Slots',
      rosterSpots: { ...DEFAULT_SPOTS, SUPERFLEX: 1, Bench: 5 },
    });
    let version = team.version;
    for (const playerId of ['josh-allen', 'lamar-jackson']) {
      const response = await page.request.post(`/api/teams/${team.id}/picks`, {
        headers: { Authorization: `Bearer ${account.token}` },
        data: { expectedVersion: version, commandId: crypto.randomUUID(), playerId },
      });
      expect(response.ok(), await response.text()).toBe(true);
      version = ((await response.json()) as { version: number }).version;
    }
    await completeTour(page.request, account);
    await page.goto('/draft');

    const superflex = page.locator('[data-slot="superflex"]');
    // As above, the first paint can take a while.
    await expect(superflex).toContainText('SUPERFLEX', { timeout: 60_000 });
    await expect(superflex).toContainText('Lamar Jackson');
    await expect(page.locator('[data-slot="qb"]')).toContainText('Josh Allen');
    await expect(page.getByTestId('starters-count')).toHaveText('2/10');
    await expect(page.getByTestId('roster-count')).toHaveText('2/15');
    expect(await shownSlots(page)).toEqual(['qb', 'rb1', 'rb2', 'wr1', 'wr2', 'te', 'flex', 'superflex', 'def', 'k']);

    // The league settings offer the new kinds; a third WR spot (one bench spot fewer) adds the original's WR3.
    await page.getByRole('button', { name: 'League settings' }).click();
    const settings = page.getByRole('dialog', { name: 'League settings', exact: true });
    await expect(settings.getByRole('textbox', { name: 'Superflex (QB/RB/WR/TE)' })).toHaveValue('1');
    await expect(settings.getByRole('textbox', { name: 'WR/TE flex' })).toHaveValue('0');
    await settings.getByRole('textbox', { name: 'WR', exact: true }).fill('3');
    await settings.getByRole('textbox', { name: 'Bench', exact: true }).fill('4');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings).toHaveCount(0);
    await expect(page.locator('[data-slot="wr3"]')).toContainText('WR3');
    await expect(page.getByTestId('starters-count')).toHaveText('2/11');
    await expect(page.getByTestId('roster-count')).toHaveText('2/15');
    await expect(page.getByTestId('bench-count')).toHaveText('0/4');
    await expect(superflex).toContainText('Lamar Jackson');
  });
});
