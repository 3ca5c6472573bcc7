import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { horizontalOverflow, storeSession, type Account } from './support/session';
import { completeTour, createTeamViaApi, type TeamSettings } from './support/teams';
import { seriousViolations } from './support/axe';

/** A team created through the API, for a user who has done the tour. */
async function createTeam(request: APIRequestContext, account: Account, settings: TeamSettings): Promise<string> {
  const team = await createTeamViaApi(request, account, settings);
  await completeTour(request, account);
  return team.id;
}

async function getTeam(request: APIRequestContext, account: Account, teamId: string) {
  const response = await request.get(`/api/teams/${teamId}`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    team: { draftGrade: string | null; playerCount: number };
    takenByOthers: { playerId: string }[];
    version: number;
  };
}

/** The snake pick numbers of draft slot `position` in a league of `size`. */
function userPicks(size: number, position: number, rounds: number): Set<number> {
  const picks = new Set<number>();
  for (let round = 1; round <= rounds; round++) picks.add(round % 2 === 1 ? (round - 1) * size + position : round * size - position + 1);
  return picks;
}

const board = (page: Page) => page.getByRole('list', { name: 'Available players' });

async function draftGradeText(page: Page): Promise<string> {
  return (await page.getByTestId('draft-grade').innerText()).replace(/\s+/g, ' ').trim();
}

test.describe('the draft screen', () => {
  test('welcome banner, league settings from the page and from the browser event, chat focus, and axe', async ({ page }) => {
    const account = await storeSession(page);
    await createTeam(page.request, account, { name: 'Banner Team', leagueSize: 12, draftPosition: 5 });
    await page.goto('/draft');
    await expect(page.getByRole('heading', { level: 1, name: 'Draft' })).toBeVisible();
    await expect(page.getByText('Loading draft...')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Welcome to DraftMode!' })).toBeVisible();
    // No players yet: no live grade in the header.
    await expect(page.getByTestId('draft-grade')).toHaveCount(0);
    await expect(page.getByText('Your next pick: 5 (4 away)')).toBeVisible();

    await page.getByRole('button', { name: 'Try AI Chat' }).click();
    await expect(page.locator('#chat-input')).toBeFocused();

    await page.getByRole('button', { name: 'League settings' }).click();
    const settings = page.getByRole('dialog', { name: 'League settings', exact: true });
    await expect(settings.getByRole('combobox', { name: 'Draft position' })).toHaveValue('5');
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings).toHaveCount(0);

    await page.evaluate(() => window.dispatchEvent(new Event('draftmode:open-league-settings')));
    await expect(settings).toBeVisible();
    await settings.getByRole('combobox', { name: 'Draft position' }).selectOption('7');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Your next pick: 7 (6 away)')).toBeVisible();
    await expect(page.getByTestId('live-status')).toHaveText('Live');

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('records a full 15-round draft with other teams’ picks and an undo, the live grade, and the report card once', async ({ page }) => {
    test.setTimeout(240_000);
    const account = await storeSession(page, 'user', 'Drew Drafter');
    const leagueSize = 8;
    const teamId = await createTeam(page.request, account, { name: 'Full Draft', leagueSize, draftPosition: 2 });
    const mine = userPicks(leagueSize, 2, 15);
    await page.goto('/draft');
    await expect(page.getByRole('heading', { name: 'Player board' })).toBeVisible();

    const grades: string[] = [];
    let ownPicks = 0;
    let undone = false;
    for (let overall = 1; ownPicks < 15; overall++) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Pick ${overall} ·`) })).toBeVisible();
      if (mine.has(overall)) {
        // The best recommendation, graded before it is confirmed.
        await page.getByRole('list', { name: 'Recommended players' }).getByRole('button').first().click();
        const grader = page.getByRole('dialog', { name: /^Grade pick: / });
        await expect(grader.getByText(`Pick ${overall} (round ${Math.ceil(overall / leagueSize)})`)).toBeVisible();
        await expect(grader.getByLabel(/^Pick grade /)).toHaveText(/^[A-DF][+-]?$/);
        await expect(grader.getByTestId('pick-reasons').getByRole('listitem').first()).toBeVisible();
        const name = (await grader.getByRole('heading').innerText()).replace('Grade pick: ', '');
        await grader.getByRole('button', { name: `Draft ${name}` }).click();
        await expect(grader).toHaveCount(0);
        ownPicks += 1;
        await expect(page.getByTestId('roster-count')).toHaveText(`${ownPicks}/15`);
        if (ownPicks < 15) {
          await expect(page.getByTestId('draft-grade')).toContainText(/Draft Grade\s*[A-DF][+-]? · \d+%/);
          grades.push(await draftGradeText(page));
        }
        continue;
      }
      const first = board(page).getByRole('listitem').first();
      const playerId = await first.getAttribute('data-player-id');
      await first.getByRole('button', { name: /taken by another team$/ }).click();
      await expect(page.locator(`[data-taken-player="${playerId}"]`)).toBeVisible();
      await expect(board(page).locator(`[data-player-id="${playerId}"]`)).toHaveCount(0);

      if (!undone && overall === 5) {
        // A mistaken record: undo returns him to the pool; then record the right player.
        await page
          .locator(`[data-taken-player="${playerId}"]`)
          .getByRole('button', { name: /^Undo / })
          .click();
        await expect(page.locator(`[data-taken-player="${playerId}"]`)).toHaveCount(0);
        await expect(board(page).locator(`[data-player-id="${playerId}"]`)).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: /^Pick 5 ·/ })).toBeVisible();
        undone = true;
        const second = board(page).getByRole('listitem').nth(1);
        const other = await second.getAttribute('data-player-id');
        await second.getByRole('button', { name: /taken by another team$/ }).click();
        await expect(page.locator(`[data-taken-player="${other}"]`)).toBeVisible();
      }
    }
    expect(undone).toBe(true);
    // The grade moved over the draft.
    expect(new Set(grades).size).toBeGreaterThan(1);

    // Full roster: the report card opens once, and the header's live grade is gone.
    const card = page.getByRole('dialog', { name: 'Draft report card: Full Draft' });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('draft-grade')).toHaveCount(0);
    const letter = (await card.getByTestId('report-card-grade').innerText()).trim();
    await expect(card.getByRole('region', { name: 'Player grades' }).getByRole('listitem')).toHaveCount(15);
    await expect(card.getByRole('region', { name: 'Bye-week conflicts' })).toBeVisible();
    await expect(card.getByTestId('position-strength-chart').locator('svg').first()).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await card.getByRole('button', { name: 'Save and close' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('report-card-saved')).toBeVisible();
    // Seen on the server, so no other device opens it by itself again.
    await expect
      .poll(
        async () =>
          (
            (await (
              await page.request.get(`/api/draft-rooms/${teamId}`, { headers: { Authorization: `Bearer ${account.token}` } })
            ).json()) as { reportCardSeen: boolean }
          ).reportCardSeen,
      )
      .toBe(true);

    // Saved on the team, with a draft-history entry.
    await expect.poll(async () => (await getTeam(page.request, account, teamId)).team.draftGrade).toBe(letter);
    const history = await page.request.get(`/api/teams/${teamId}/history`, { headers: { Authorization: `Bearer ${account.token}` } });
    const entries = (await history.json()) as { draftData: { grade?: string; gradeBreakdown?: unknown[] } }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]?.draftData.grade).toBe(letter);
    expect(entries[0]?.draftData.gradeBreakdown).toHaveLength(15);

    // Not again after a reload.
    await page.reload();
    await expect(page.getByTestId('report-card-saved')).toBeVisible();
    await expect(page.getByTestId('roster-count')).toHaveText('15/15');
    await expect(card).toHaveCount(0);
  });

  test('fits a phone screen without sideways scrolling, and the grader is axe-clean in the light theme', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await storeSession(page);
    await page.addInitScript(() => localStorage.setItem('draftmode-ui-theme', 'light'));
    await createTeam(page.request, account, { name: 'Phone Team', leagueSize: 10, draftPosition: 1 });
    await page.goto('/draft');
    await expect(page.getByRole('heading', { name: 'Player board' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await board(page)
      .getByRole('button', { name: /^Grade pick:/ })
      .first()
      .click();
    const grader = page.getByRole('dialog', { name: /^Grade pick: / });
    await expect(grader.getByLabel(/^Pick grade /)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await grader.getByRole('button', { name: 'Cancel' }).click();
    await expect(grader).toHaveCount(0);
  });
});
