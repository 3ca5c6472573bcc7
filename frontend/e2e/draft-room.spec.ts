import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { horizontalOverflow, storeSession, type Account } from './support/session';
import { completeTour, createTeamViaApi, type TeamSettings } from './support/teams';

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function createTeam(request: APIRequestContext, account: Account, settings: TeamSettings): Promise<{ id: string; version: number }> {
  const team = await createTeamViaApi(request, account, settings);
  await completeTour(request, account);
  return team;
}

/** The pool by ADP, as the board lists it. */
async function playersByAdp(request: APIRequestContext): Promise<{ id: string; name: string }[]> {
  const body = (await (await request.get('/api/players?limit=300&format=ppr')).json()) as {
    players: { id: string; name: string; adp: { ppr: number } }[];
  };
  return body.players.sort((a, b) => a.adp.ppr - b.adp.ppr);
}

/** Records picks through the API: `own` are the overall picks the user makes, the rest go to other teams. */
async function recordPicks(
  request: APIRequestContext,
  account: Account,
  team: { id: string; version: number },
  count: number,
  own: Set<number>,
  players: { id: string }[],
) {
  let version = team.version;
  for (let overall = 1; overall <= count; overall++) {
    const response = await request.post(`/api/teams/${team.id}/${own.has(overall) ? 'picks' : 'taken'}`, {
      headers: auth(account),
      data: { playerId: players[overall - 1]!.id, expectedVersion: version, commandId: crypto.randomUUID() },
    });
    expect(response.ok(), `pick ${overall} answered ${response.status()}`).toBe(true);
    version = ((await response.json()) as { version: number }).version;
  }
}

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

const board = (page: Page) => page.getByRole('list', { name: 'Available players' });

/** The page's HTTP requests for the pick commands: the draft room sends its picks over its live connection instead (docs/teams-api.md). */
function pickRequestsOverHttp(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/teams\/[^/]+\/(picks|taken|undo)$/.test(new URL(request.url()).pathname)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

test.describe('the draft room on a laptop (1366×768)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the clock bar, the board’s first 8 rows, the recommendations and the roster are on screen without scrolling', async ({ page }) => {
    const account = await storeSession(page);
    await createTeam(page.request, account, { name: 'Laptop Team', leagueSize: 12, draftPosition: 5 });
    await page.goto('/draft');
    await expect(board(page).getByRole('listitem').nth(7)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recommended players' }).getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await inViewport(page, page.getByTestId('clock-bar'))).toBe(true);
    for (let row = 0; row < 8; row++)
      expect(await inViewport(page, board(page).getByRole('listitem').nth(row)), `board row ${row + 1}`).toBe(true);
    expect(await inViewport(page, page.getByRole('heading', { name: 'Recommended' }))).toBe(true);
    expect(await inViewport(page, page.getByRole('list', { name: 'Recommended players' }).getByRole('listitem').first())).toBe(true);
    expect(await inViewport(page, page.getByRole('heading', { name: 'Your roster' }))).toBe(true);
    expect(await inViewport(page, page.getByTestId('roster-count'))).toBe(true);
    // The chat stays beside the board while picking.
    expect(await inViewport(page, page.locator('#chat-input'))).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the welcome banner can be dismissed for good and is gone once the draft has picks', async ({ page }) => {
    const account = await storeSession(page);
    const team = await createTeam(page.request, account, { name: 'Banner Team', leagueSize: 12, draftPosition: 5 });
    await page.goto('/draft');
    const banner = page.getByRole('heading', { name: 'Welcome to DraftMode!' });
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss the welcome message' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(board(page).getByRole('listitem').first()).toBeVisible();
    await expect(banner).toHaveCount(0);

    await page.evaluate(() => localStorage.removeItem('draftmode-welcome-dismissed'));
    await recordPicks(page.request, account, team, 1, new Set(), await playersByAdp(page.request));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /^Pick 2 ·/ })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('undoing an earlier own pick opens that pick again, and a pick off-turn waits for “the draft order changed”', async ({ page }) => {
    const account = await storeSession(page);
    // 8 teams, slot 2: own picks 2, 15, 18, 31, …
    const team = await createTeam(page.request, account, { name: 'Undo Team', leagueSize: 8, draftPosition: 2 });
    const players = await playersByAdp(page.request);
    await recordPicks(page.request, account, team, 19, new Set([2, 15, 18]), players);
    const overHttp = pickRequestsOverHttp(page);
    await page.goto('/draft');
    await expect(page.getByRole('heading', { level: 2, name: /^Pick 20 · Round 3/ })).toBeVisible();
    await expect(page.getByTestId('next-pick')).toHaveText('Your next pick: 31 (11 away)');
    await expect(page.getByTestId('roster-count')).toHaveText('3/15');

    // Undo the first-round pick: the user owes a pick and is on the clock, nothing is lost.
    await page.getByRole('button', { name: `Undo pick ${players[1]!.name}` }).click();
    await expect(page.getByTestId('roster-count')).toHaveText('2/15');
    await expect(page.getByTestId('next-pick')).toHaveText("You're on the clock!");
    await page.getByRole('list', { name: 'Recommended players' }).getByRole('button').first().click();
    const grader = page.getByRole('dialog', { name: /^Grade pick: / });
    await expect(grader.getByText('Not your turn')).toHaveCount(0);
    await grader.getByRole('button', { name: /^Draft / }).click();
    await expect(page.getByTestId('roster-count')).toHaveText('3/15');
    await expect(page.getByRole('heading', { level: 2, name: /^Pick 20 · Round 3/ })).toBeVisible();
    await expect(page.getByTestId('next-pick')).toHaveText('Your next pick: 31 (11 away)');

    // Pick 20 is another team's: drafting waits until the user says the order changed.
    await board(page)
      .getByRole('button', { name: /^Grade pick:/ })
      .first()
      .click();
    await expect(grader.getByText('Not your turn')).toBeVisible();
    const draft = grader.getByRole('button', { name: /^Draft / });
    await expect(draft).toBeDisabled();
    await grader.getByRole('button', { name: 'The draft order changed' }).click();
    await expect(draft).toBeEnabled();
    await draft.click();
    await expect(page.getByTestId('roster-count')).toHaveText('4/15');

    // The undo and both picks went over the socket and were kept by the server.
    await page.reload();
    await expect(page.getByTestId('roster-count')).toHaveText('4/15');
    expect(overHttp).toEqual([]);
  });

  test('a starred player joins the queue beside the clock, kept on the server, and leaves it when taken', async ({ page }) => {
    const account = await storeSession(page);
    const team = await createTeam(page.request, account, { name: 'Queue Team', leagueSize: 12, draftPosition: 5 });
    await page.goto('/draft');
    const second = board(page).getByRole('listitem').nth(1);
    const playerId = (await second.getAttribute('data-player-id'))!;
    const name = (await second.getByRole('button', { name: /^Queue / }).getAttribute('aria-label'))!.replace('Queue ', '');
    await second.getByRole('button', { name: `Queue ${name}` }).click();
    const queue = page.getByRole('region', { name: 'Your queue' });
    await expect(queue.locator(`[data-queued-player="${playerId}"]`)).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/draft-rooms/${team.id}`, { headers: auth(account) })).json()) as { queue: string[] }).queue,
      )
      .toEqual([playerId]);

    await page.reload();
    await expect(queue.locator(`[data-queued-player="${playerId}"]`)).toBeVisible();
    await board(page)
      .locator(`[data-player-id="${playerId}"]`)
      .getByRole('button', { name: /taken by another team$/ })
      .click();
    await expect(queue.locator(`[data-queued-player="${playerId}"]`)).toHaveCount(0);
  });

  test('the draft board shows every recorded pick by round and team', async ({ page }) => {
    const account = await storeSession(page);
    const team = await createTeam(page.request, account, { name: 'Grid Team', leagueSize: 8, draftPosition: 2 });
    const players = await playersByAdp(page.request);
    await recordPicks(page.request, account, team, 10, new Set([2]), players);
    await page.goto('/draft');
    await page.locator('label', { hasText: 'Draft board' }).click();
    const grid = page.getByTestId('draft-board-grid');
    await expect(grid.locator('td[data-overall="1"]')).toContainText(players[0]!.name);
    await expect(grid.locator('td[data-overall="2"]')).toContainText(players[1]!.name);
    // Round 2 runs back: pick 9 is slot 8's, at the right end of the row.
    await expect(grid.locator('tbody tr').nth(1).locator('td').last()).toContainText(players[8]!.name);
    await expect(grid.locator('td[data-overall="11"]')).toHaveAttribute('aria-current', 'step');
  });
});

test.describe('the draft room on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each tab fits the screen, with the tabs and Taken within thumb reach', async ({ page }) => {
    const account = await storeSession(page);
    await createTeam(page.request, account, { name: 'Phone Team', leagueSize: 10, draftPosition: 3 });
    await page.goto('/draft');
    await expect(board(page).getByRole('listitem').first()).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Draft room' });
    const tabsBox = (await tabs.boundingBox())!;
    expect(tabsBox.y + tabsBox.height).toBeGreaterThan(844 - 80);
    expect(await inViewport(page, page.getByTestId('clock-bar'))).toBe(true);
    expect(
      await inViewport(
        page,
        board(page)
          .getByRole('button', { name: /taken by another team$/ })
          .first(),
      ),
    ).toBe(true);

    for (const [tab, content] of [
      ['Picks for you', page.getByRole('heading', { name: 'Recommended' })],
      ['Roster', page.getByRole('heading', { name: 'Your roster' })],
      ['Chat', page.locator('#chat-input')],
      ['Board', page.getByRole('heading', { name: 'Player board' })],
    ] as const) {
      await tabs.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(content).toBeVisible();
      expect(await inViewport(page, content), `${tab} on screen`).toBe(true);
      expect(await inViewport(page, tabs), `tabs on screen with ${tab}`).toBe(true);
      expect(await horizontalOverflow(page), `${tab} without sideways scrolling`).toBeLessThanOrEqual(0);
    }
  });
});
