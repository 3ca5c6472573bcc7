import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { horizontalOverflow, storeSession, type Account } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';
import { openDraftRoomSync } from './support/draft-room-sync';

/** A 12-team draft with its first `count` picks recorded through the API, the user at slot 5. */
async function draftWithPicks(page: Page, count: number, theme: 'dark' | 'light' = 'dark') {
  const account = await storeSession(page);
  await page.addInitScript((value) => localStorage.setItem('draftmode-ui-theme', value), theme);
  const team = await createTeamViaApi(page.request, account, { name: 'Sunday Shark', leagueSize: 12, draftPosition: 5 });
  await completeTour(page.request, account);
  const players = await playersByAdp(page.request);
  let version = team.version;
  for (let overall = 1; overall <= count; overall++) {
    const response = await page.request.post(`/api/teams/${team.id}/${overall === 5 ? 'picks' : 'taken'}`, {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { playerId: players[overall - 1]!.id, expectedVersion: version, commandId: crypto.randomUUID() },
    });
    expect(response.ok(), `pick ${overall} answered ${response.status()}`).toBe(true);
    version = ((await response.json()) as { version: number }).version;
  }
  return { account, team, players };
}

async function playersByAdp(request: APIRequestContext): Promise<{ id: string; name: string }[]> {
  const body = (await (await request.get('/api/players?limit=300&format=ppr')).json()) as {
    players: { id: string; name: string; adp: { ppr: number } }[];
  };
  return body.players.sort((a, b) => a.adp.ppr - b.adp.ppr);
}

/** The box lies wholly inside the viewport and inside `container`'s visible area. */
async function shownWithin(page: Page, locator: Locator, container: Locator): Promise<boolean> {
  const [box, outer] = [await locator.boundingBox(), await container.boundingBox()];
  const viewport = page.viewportSize()!;
  if (!box || !outer) return false;
  const inside = (b: { x: number; y: number; width: number; height: number }, o: typeof b) =>
    b.x >= o.x - 0.5 && b.y >= o.y - 0.5 && b.x + b.width <= o.x + o.width + 0.5 && b.y + b.height <= o.y + o.height + 0.5;
  return inside(box, { x: 0, y: 0, ...viewport }) && inside(box, outer);
}

/** Text that does not fit its box (cut by an ellipsis or clipped): scrollWidth beyond clientWidth. */
async function isCut(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

async function expectTapTarget(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} on screen`).not.toBeNull();
  expect(box!.width, `${what} is ${Math.round(box!.width)} px wide`).toBeGreaterThanOrEqual(44);
  expect(box!.height, `${what} is ${Math.round(box!.height)} px high`).toBeGreaterThanOrEqual(44);
}

// Each test records picks and loads the draft room: on a busy two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

test.describe('the board fits a laptop (1366×768)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const theme of ['dark', 'light'] as const)
    test(`every team's column of the draft board is visible, full names on hover (${theme})`, async ({ page }) => {
      const { players } = await draftWithPicks(page, 14, theme);
      await page.goto('/draft');
      await expect(page.getByRole('list', { name: 'Available players' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
      await page.locator('label', { hasText: 'Draft board' }).click();
      const grid = page.getByTestId('draft-board-grid');
      const region = page.getByRole('region', { name: 'Draft board by round and team' });
      await expect(grid.locator('td[data-overall="14"]')).toContainText(players[13]!.name);
      const headers = grid.locator('thead th');
      await expect(headers).toHaveCount(13);
      for (let slot = 1; slot <= 12; slot++) {
        const header = headers.nth(slot);
        expect(await shownWithin(page, header, region), `column ${slot} on screen`).toBe(true);
        await expect(header).toHaveAccessibleName(slot === 5 ? 'You' : `Team ${slot}`);
      }
      // Round 2's last cell (pick 13, slot 12) on screen, with the full name on hover and for screen readers.
      const cell = grid.locator('td[data-overall="13"]');
      expect(await shownWithin(page, cell, region)).toBe(true);
      await expect(cell).toHaveAttribute('title', new RegExp(`^${players[12]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`));
      expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page, '[data-testid="draft-board-grid"]')).toEqual([]);
    });

  test('the board scrolls sideways only below that width', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 768 });
    await draftWithPicks(page, 3);
    await page.goto('/draft');
    await expect(page.getByRole('list', { name: 'Available players' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await page.locator('label', { hasText: 'Draft board' }).click();
    const region = page.getByRole('region', { name: 'Draft board by round and team' });
    await expect(page.getByTestId('draft-board-grid')).toBeVisible();
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the Recommended panel shows at least five players without scrolling', async ({ page }) => {
    await draftWithPicks(page, 30);
    await page.goto('/draft');
    const list = page.getByRole('list', { name: 'Recommended players' });
    await expect(list.getByRole('listitem').nth(4)).toBeVisible({ timeout: 30_000 });
    await expect(list).toHaveAttribute('aria-busy', 'false');
    const panel = page.locator('section[aria-labelledby="recommendations-title"]').locator('..');
    for (let index = 0; index < 5; index++)
      expect(await shownWithin(page, list.getByRole('listitem').nth(index), panel), `recommendation ${index + 1}`).toBe(true);
    expect(await panel.evaluate((element) => element.scrollTop)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('the board on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of ['dark', 'light'] as const)
    test(`tap targets are 44×44 px and names are whole (${theme})`, async ({ page }) => {
      await draftWithPicks(page, 2, theme);
      await page.goto('/draft');
      const board = page.getByRole('list', { name: 'Available players' });
      await expect(board.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });

      const firstRow = board.getByRole('listitem').first();
      await expectTapTarget(firstRow.getByRole('button', { name: /taken by another team$/ }), 'Taken');
      await expectTapTarget(firstRow.getByRole('button', { name: /^Queue / }), 'the queue star');
      await expectTapTarget(page.getByRole('button', { name: /^Switch to / }), 'the theme switch');
      await expectTapTarget(page.getByRole('button', { name: 'Open menu' }), 'the menu');
      const clock = page.getByTestId('clock-bar');
      for (const name of ['League settings', 'Mock draft', 'More actions'])
        await expectTapTarget(clock.getByRole('link', { name }).or(clock.getByRole('button', { name })), name);

      // Names on the board's first rows are whole, and so is the chance of telling them apart.
      for (let row = 0; row < 5; row++) {
        // On a phone the name is the row's first line, titled with the whole name.
        const name = board.getByRole('listitem').nth(row).locator('button [title]').first();
        expect(await isCut(name), `row ${row + 1}: ${await name.textContent()}`).toBe(false);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The grade chart and the watch link are one tap away, in the menu.
      await clock.getByRole('button', { name: 'More actions' }).click();
      await expect(page.getByRole('menuitem', { name: 'Grade chart' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Share watch link' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // The draft room sync card's tabs, on the roster tab, are tap targets too.
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: /^Roster/ }).click();
      const sync = await openDraftRoomSync(page, 'Paste');
      for (const source of ['Sleeper', 'ESPN', 'Yahoo', 'Paste'])
        await expectTapTarget(sync.getByRole('radiogroup').locator('label', { hasText: source }), `the ${source} tab`);
    });

  test('the watch page shows each pick’s name whole', async ({ page }) => {
    const { account, team } = await draftWithPicks(page, 12);
    const link = await page.request.post(`/api/teams/${team.id}/watch-link`, {
      headers: { Authorization: `Bearer ${(account as Account).token}` },
    });
    expect(link.ok()).toBe(true);
    await page.goto(`/watch/${((await link.json()) as { token: string }).token}`);
    const picks = page.getByTestId('last-picks').getByRole('listitem');
    await expect(picks).toHaveCount(10);
    for (let index = 0; index < 10; index++) {
      const name = picks.nth(index).locator('p').nth(1);
      expect(await isCut(name), `pick ${index + 1}: ${await name.textContent()}`).toBe(false);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
