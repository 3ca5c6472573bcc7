import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { storeSession } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';

const board = (page: Page) => page.getByRole('list', { name: 'Available players' });
const highlighted = (page: Page) => board(page).locator('[aria-current="true"]');
const grader = (page: Page) => page.getByRole('dialog', { name: /^Grade pick: / });
const takenList = (page: Page) => page.getByRole('list', { name: 'Players taken by other teams' });

/** Searches with the keyboard only and opens the grade of the first result; answers the player's id. */
async function gradeFirstResult(page: Page, search: string, row: RegExp): Promise<string> {
  await page.keyboard.press('/');
  await expect(page.getByRole('textbox', { name: 'Search players' })).toBeFocused();
  await page.keyboard.type(search);
  await expect(highlighted(page)).toContainText(row);
  await expect(highlighted(page)).toHaveAttribute(
    'data-player-id',
    (await board(page).getByRole('listitem').first().getAttribute('data-player-id'))!,
  );
  const id = (await highlighted(page).getAttribute('data-player-id'))!;
  await page.keyboard.press('Enter');
  await expect(grader(page)).toBeVisible();
  return id;
}

test.describe('the draft screen by keyboard (1366×768)', () => {
  // Ten picks by keyboard take about 20 s alone and more beside another browser: a budget, not a timing check.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1366, height: 768 } });

  test('records ten picks without the mouse: search, typos, team and position words, arrows, Enter, D, T, Escape, ?', async ({ page }) => {
    const account = await storeSession(page);
    await createTeamViaApi(page.request, account, { name: 'Keys Team', leagueSize: 12, draftPosition: 1 });
    await completeTour(page.request, account);
    await page.goto('/draft');
    await expect(board(page).getByRole('listitem').first()).toBeVisible();

    // '?' lists the keys; Escape closes the list.
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(shortcuts).toBeVisible();
    await expect(shortcuts.getByRole('table', { name: 'Keyboard shortcuts' })).toContainText('Taken by another team');
    await page.keyboard.press('Escape');
    await expect(shortcuts).toHaveCount(0);

    // Pick 1 is the user's: a typo still finds McMillan, D drafts him.
    const own = await gradeFirstResult(page, 'mcmilan', /McMillan/);
    await page.keyboard.press('d');
    await expect(grader(page)).toHaveCount(0);
    await expect(page.getByTestId('roster-count')).toHaveText(/^1\//);
    await expect(board(page).locator(`[data-player-id="${own}"]`)).toHaveCount(0);

    // Escape closes the grade without recording anything.
    await gradeFirstResult(page, 'chase', /Chase/);
    await page.keyboard.press('Escape');
    await expect(grader(page)).toHaveCount(0);
    await expect(page.getByTestId('roster-count')).toHaveText(/^1\//);

    // Picks 2–10 go to other teams: T records each from the grade.
    const searches: Array<[string, RegExp]> = [
      ['jamarr', /Ja'Marr Chase/],
      ['bijan', /Bijan Robinson/],
      ['CHI', /CHI/],
      ['kicker', /Grade pick: K/],
      ['dst', /Grade pick: DEF/],
      ['wr', /Grade pick: WR/],
      ['te', /Grade pick: TE/],
      ['qb', /Grade pick: QB/],
    ];
    const taken: string[] = [];
    for (const [search, name] of searches) {
      taken.push(await gradeFirstResult(page, search, name));
      await page.keyboard.press('t');
      await expect(grader(page)).toHaveCount(0);
      await expect(takenList(page).getByRole('listitem')).toHaveCount(taken.length);
    }

    // The tenth with the arrows: the third running back.
    await page.keyboard.press('/');
    await page.keyboard.type('running back');
    await expect(highlighted(page)).toContainText(/Grade pick: RB/);
    const rbs = board(page).getByRole('listitem');
    const third = (await rbs.nth(2).getAttribute('data-player-id'))!;
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(highlighted(page)).toHaveAttribute('data-player-id', third);
    await expect(page.getByRole('textbox', { name: 'Search players' })).toHaveAttribute('aria-activedescendant', `board-player-${third}`);
    await page.keyboard.press('Enter');
    await expect(grader(page)).toBeVisible();
    await page.keyboard.press('t');
    await expect(grader(page)).toHaveCount(0);
    taken.push(third);

    await expect(takenList(page).getByRole('listitem')).toHaveCount(9);
    for (const id of taken) await expect(takenList(page).locator(`[data-taken-player="${id}"]`)).toHaveCount(1);
    await expect(page.getByTestId('roster-count')).toHaveText(/^1\//);
    // Recorded on the server, not just on screen: a reload shows them.
    await page.reload();
    await expect(takenList(page).getByRole('listitem')).toHaveCount(9);
    await expect(page.getByTestId('roster-count')).toHaveText(/^1\//);
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`the highlight, the grade's keys and the shortcut list pass axe in the ${scheme} theme`, async ({ page }) => {
      const account = await storeSession(page);
      await page.addInitScript((value) => localStorage.setItem('draftmode-ui-theme', value), scheme);
      await createTeamViaApi(page.request, account, { name: 'Axe Keys', leagueSize: 12, draftPosition: 1 });
      await completeTour(page.request, account);
      await page.goto('/draft');
      await expect(board(page).getByRole('listitem').first()).toBeVisible();
      await page.keyboard.press('/');
      await page.keyboard.type('wr');
      await page.keyboard.press('ArrowDown');
      await expect(highlighted(page)).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await expect(grader(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(grader(page)).toHaveCount(0);
      // Focus goes back to the search; Escape clears it, then leaves it; '?' then lists the keys.
      const searchBox = page.getByRole('textbox', { name: 'Search players' });
      await expect(searchBox).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(searchBox).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(searchBox).not.toBeFocused();
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
