import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeSession, type Account } from './support/session';
import { completeTour, createTeamViaApi, type TeamSettings } from './support/teams';
import { seriousViolations } from './support/axe';

/** A team created through the API, for a user who has done the tour. */
async function createTeam(request: APIRequestContext, account: Account, settings: TeamSettings): Promise<string> {
  const team = await createTeamViaApi(request, account, settings);
  await completeTour(request, account);
  return team.id;
}

const board = (page: Page) => page.getByRole('list', { name: 'Available players' });

/** Taps 'Taken' on the board's first player; returns his id. */
async function recordTaken(page: Page): Promise<string> {
  const first = board(page).getByRole('listitem').first();
  const playerId = (await first.getAttribute('data-player-id'))!;
  await first.getByRole('button', { name: /taken by another team$/ }).click();
  return playerId;
}

/** Drafts the board's first player through the pick grader; returns his id. Off-turn the user first says the draft order changed. */
async function draftFirst(page: Page, offTurn = false): Promise<string> {
  const first = board(page).getByRole('listitem').first();
  const playerId = (await first.getAttribute('data-player-id'))!;
  await first.getByRole('button', { name: /^Grade pick:/ }).click();
  const grader = page.getByRole('dialog', { name: /^Grade pick: / });
  if (offTurn) await grader.getByRole('button', { name: 'The draft order changed' }).click();
  await grader.getByRole('button', { name: /^Draft / }).click();
  await expect(grader).toHaveCount(0);
  return playerId;
}

test.describe('the second screen', () => {
  test('a watch link shows the roster, the last picks and the live grade read-only, each pick as it is made, until revoked', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const account = await storeSession(page, 'user', 'Owen Owner');
    await createTeam(page.request, account, { name: 'Watched Team', leagueSize: 10, draftPosition: 2 });
    await page.goto('/draft');
    await expect(page.getByRole('heading', { name: 'Player board' })).toBeVisible();

    await page.getByRole('button', { name: 'Share watch link' }).click();
    const share = page.getByRole('dialog', { name: 'Watch link for Watched Team' });
    const url = await share.getByRole('textbox', { name: 'Watch link' }).inputValue();
    expect(url).toMatch(/\/watch\/[^/]+$/);
    await share.getByRole('button', { name: 'Close' }).click();

    // A friend with no account.
    const friend = await browser.newContext();
    const watcher = await friend.newPage();
    await watcher.goto(new URL(url).pathname);
    await expect(watcher.getByRole('heading', { level: 1, name: 'Watched Team' })).toBeVisible();
    await expect(watcher.getByTestId('live-status')).toHaveText('Live');
    await expect(watcher.getByText('No picks recorded yet.')).toBeVisible();
    await expect(watcher.getByRole('button', { name: /taken by another team|^Grade pick|^Undo/ })).toHaveCount(0);

    const taken = await recordTaken(page);
    await expect(watcher.locator(`[data-pick="${taken}"]`)).toContainText('Other team');

    const mine = await draftFirst(page);
    await expect(watcher.locator(`[data-pick="${mine}"]`)).toContainText('Watched Team');
    // The user's team badge shows the name whole, not cut to 'WATCHED TE…'.
    const ownBadge = watcher.locator(`[data-pick="${mine}"] .mantine-Badge-label`).last();
    expect(await ownBadge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    await expect(watcher.getByTestId('roster-slots')).toContainText(
      (await watcher.locator(`[data-pick="${mine}"]`).innerText()).split('\n').find((line) => line.length > 3)!,
    );
    await expect(watcher.getByTestId('watch-grade')).toHaveText(/[A-DF][+-]? · \d+%/);
    const firstGrade = await watcher.getByTestId('watch-grade').innerText();
    await expect(page.getByTestId('draft-grade')).toContainText(firstGrade.trim());

    // More picks: each reaches the watcher, newest first (how fast is measured by `npm run bench:engine`, watcher p99).
    for (let i = 0; i < 3; i++) {
      const id = await recordTaken(page);
      await expect(watcher.getByTestId('last-picks').getByRole('listitem').first()).toHaveAttribute('data-pick', id);
    }

    expect(await seriousViolations(watcher)).toEqual([]);

    // Revoking cuts the watcher off; the link no longer opens.
    await page.getByRole('button', { name: 'Share watch link' }).click();
    const again = page.getByRole('dialog', { name: 'Watch link for Watched Team' });
    const second = await again.getByRole('textbox', { name: 'Watch link' }).inputValue();
    await again.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByText('Watch link revoked')).toBeVisible();
    await watcher.goto(new URL(second).pathname);
    await expect(watcher.getByText('This watch link is no longer active')).toBeVisible();
    await watcher.goto(new URL(url).pathname);
    await expect(watcher.getByText('This watch link is no longer active')).toBeVisible();
    await friend.close();
  });

  test('the same team open on another device updates live and keeps its search', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const account = await storeSession(page, 'user', 'Two Screens');
    await createTeam(page.request, account, { name: 'Two Devices', leagueSize: 12, draftPosition: 6 });
    await page.goto('/draft');
    await expect(page.getByRole('heading', { name: 'Player board' })).toBeVisible();

    const tablet = await browser.newContext();
    await tablet.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: account.token, user: account.user },
    );
    const other = await tablet.newPage();
    await other.goto('/draft');
    await expect(other.getByRole('heading', { name: 'Player board' })).toBeVisible();
    await expect(other.getByTestId('live-status')).toHaveText('Live');

    const taken = await recordTaken(page);
    await expect(other.locator(`[data-taken-player="${taken}"]`)).toBeVisible();
    await expect(board(other).locator(`[data-player-id="${taken}"]`)).toHaveCount(0);

    // The other device keeps its search while changes arrive.
    await other.getByRole('textbox', { name: 'Search players' }).fill('a');
    const next = await recordTaken(page);
    await expect(other.locator(`[data-taken-player="${next}"]`)).toBeVisible();
    await expect(other.getByRole('textbox', { name: 'Search players' })).toHaveValue('a');

    // Undo on one screen returns the player to the other's board.
    await other.locator(`[data-taken-player="${taken}"]`).getByRole('button', { name: /^Undo/ }).click();
    await expect(page.locator(`[data-taken-player="${taken}"]`)).toHaveCount(0);
    await expect(board(page).locator(`[data-player-id="${taken}"]`)).toBeVisible();

    // An own pick made on one device can be undone on the other.
    await other.getByRole('textbox', { name: 'Search players' }).fill('');
    // Pick 2 is another team's (slot 6 picks 6th).
    const mine = await draftFirst(page, true);
    await expect(other.getByTestId('roster-count')).toHaveText('1/15');
    await other.getByRole('button', { name: /^Undo pick / }).click();
    await expect(page.getByTestId('roster-count')).toHaveText('0/15');
    await expect(board(page).locator(`[data-player-id="${mine}"]`)).toBeVisible();
    await tablet.close();
  });
});
