import { expect, test, type Locator, type Page } from '@playwright/test';
import { storeSession } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';
import { seriousViolations } from './support/axe';

/** The seconds a pick clock shows ("1:59:58" → 7198, "+0:03" → −3). */
async function secondsShown(clock: Locator): Promise<number> {
  const text = (await clock.getByTestId('pick-clock-time').textContent()) ?? '';
  const sign = text.startsWith('+') ? -1 : 1;
  return (
    sign *
    text
      .replace('+', '')
      .split(':')
      .reduce((total, part) => total * 60 + Number(part), 0)
  );
}

/** Waits until the clock shows fewer seconds than `than`: it counts down (no fixed wait, no timing bound). */
async function expectCountingDown(clock: Locator, than: number): Promise<void> {
  await expect.poll(() => secondsShown(clock), { timeout: 10_000 }).toBeLessThan(than);
}

const board = (page: Page) => page.getByRole('list', { name: 'Available players' });

test.describe('the pick clock', () => {
  test('set on the draft screen, it counts on the draft screen and the watch page, restarts on a pick, and pauses everywhere', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const account = await storeSession(page, 'user', 'Clara Clock');
    await createTeamViaApi(page.request, account, { name: 'Clock Team', leagueSize: 10, draftPosition: 2 });
    await completeTour(page.request, account);
    await page.goto('/draft');
    await expect(board(page).getByRole('listitem').first()).toBeVisible();
    const bar = page.getByTestId('clock-bar');
    await expect(bar.getByTestId('pick-clock')).toHaveCount(0);

    // A long clock (8 hours), so the countdown is seen without any bound on time.
    await bar.getByRole('button', { name: 'Pick clock' }).click();
    await page.getByRole('combobox', { name: 'Time per pick' }).selectOption({ label: '8 hours' });
    const clock = bar.getByTestId('pick-clock');
    await expect(clock).toHaveAttribute('data-state', 'running');
    await page.keyboard.press('Escape');
    const first = await secondsShown(clock);
    expect(first).toBeLessThanOrEqual(8 * 3600);
    await expectCountingDown(clock, first);

    // The second screen: the same clock, live.
    await page.getByRole('button', { name: 'Share watch link' }).click();
    const share = page.getByRole('dialog', { name: 'Watch link for Clock Team' });
    const url = await share.getByRole('textbox', { name: 'Watch link' }).inputValue();
    await share.getByRole('button', { name: 'Close' }).click();
    const friend = await browser.newContext();
    const watcher = await friend.newPage();
    await watcher.goto(new URL(url).pathname);
    await expect(watcher.getByTestId('live-status')).toHaveText('Live');
    const watched = watcher.getByTestId('pick-clock');
    await expect(watched).toHaveAttribute('data-state', 'running');
    const watchedFirst = await secondsShown(watched);
    await expectCountingDown(watched, watchedFirst);

    // A pick puts the next pick on the clock with its full time, on both screens.
    await expectCountingDown(clock, 8 * 3600 - 1);
    const beforePick = await secondsShown(clock);
    await board(page)
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /taken by another team$/ })
      .click();
    await expect.poll(() => secondsShown(clock)).toBeGreaterThan(beforePick);
    await expect.poll(() => secondsShown(watched)).toBeGreaterThan(beforePick);

    // Paused: both screens say so and stand still at the same time left.
    await bar.getByRole('button', { name: 'Pause the pick clock' }).click();
    await expect(clock).toHaveAttribute('data-state', 'paused');
    await expect(watched).toHaveAttribute('data-state', 'paused');
    const pausedAt = await secondsShown(clock);
    await expect.poll(() => secondsShown(watched)).toBe(pausedAt);
    // Still there after a reload: the clock is the server's.
    await watcher.reload();
    await expect(watched).toHaveAttribute('data-state', 'paused');
    expect(await secondsShown(watched)).toBe(pausedAt);
    expect(await secondsShown(clock)).toBe(pausedAt);
    expect(await seriousViolations(watcher)).toEqual([]);

    // Resumed, it counts on from where it stood.
    await bar.getByRole('button', { name: 'Resume the pick clock' }).click();
    await expect(watched).toHaveAttribute('data-state', 'running');
    await expectCountingDown(watched, pausedAt);
    expect(await seriousViolations(page)).toEqual([]);
    await friend.close();
  });
});
