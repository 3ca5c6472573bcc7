import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { horizontalOverflow, storeSession, type Account } from './support/session';
import { seriousViolations } from './support/axe';

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** The guided tour (tested on its own) would cover the screens: this user has seen it. */
async function completeTour(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/users/me/preferences/complete-tour', { headers: auth(account) });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The snake pick numbers of draft slot `position` in a league of `size`. */
function userPicks(size: number, position: number, rounds: number): number[] {
  const picks: number[] = [];
  for (let round = 1; round <= rounds; round++) picks.push(round % 2 === 1 ? (round - 1) * size + position : round * size - position + 1);
  return picks;
}

const turn = (page: Page) => page.getByTestId('mock-turn');
const takenList = (page: Page) => page.getByRole('list', { name: 'Players taken by other teams' });

/** Opens the top recommendation in the pick grader and returns the dialog and the player's name. */
async function openTopRecommendation(page: Page) {
  await page.getByRole('list', { name: 'Recommended players' }).getByRole('button').first().click();
  const grader = page.getByRole('dialog', { name: /^Grade pick: / });
  await expect(grader).toBeVisible();
  const name = (await grader.getByRole('heading').innerText()).replace('Grade pick: ', '');
  return { grader, name };
}

/** Waits for the user's turn at `overall`, then drafts the top recommendation. */
async function draftOnMyTurn(page: Page, overall: number, ownPicks: number) {
  await expect(turn(page), `the user should be on the clock at pick ${overall}`).toHaveText(`You're on the clock · pick ${overall}`, {
    timeout: 30_000,
  });
  const { grader, name } = await openTopRecommendation(page);
  await expect(grader.getByText(`Pick ${overall} (round `)).toBeVisible();
  await grader.getByRole('button', { name: `Draft ${name}` }).click();
  await expect(grader).toHaveCount(0);
  await expect(page.getByTestId('roster-count')).toHaveText(`${ownPicks}/15`);
  return name;
}

test.describe('mock drafts', () => {
  test('runs a mock draft at 1 s speed: Draft waits for the user’s turn, the bots’ picks arrive live, and the report card', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const account = await storeSession(page, 'user', 'Mia Mock');
    await completeTour(page.request, account);
    await page.goto('/mock-drafts');
    await expect(page.getByRole('heading', { level: 1, name: 'Mock drafts' })).toBeVisible();
    await expect(page.getByTestId('no-mock-drafts')).toContainText('No mock drafts yet');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Start a mock draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a mock draft' });
    // No real teams: fresh settings only. A name beyond 40 characters gets the API's own message.
    await expect(dialog.getByText('From one of my teams')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('x'.repeat(41));
    await dialog.getByRole('button', { name: 'Start mock draft' }).click();
    await expect(dialog.getByText('Team name is too long')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Practice Eight');
    await dialog.locator('label', { hasText: /^8$/ }).click();
    await dialog.getByRole('combobox', { name: 'Draft position' }).selectOption('8');
    // Five seconds a bot pick at first, so the seven picks before the user's turn take long enough
    // to look at the grader meanwhile on a busy machine; then one a second.
    await dialog.locator('label', { hasText: /^5 seconds$/ }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Start mock draft' }).click();

    await expect(page).toHaveURL(/\/draft\?team=[0-9a-f-]{36}$/);
    const teamId = new URL(page.url()).searchParams.get('team')!;
    const bar = page.getByTestId('mock-draft-bar');
    await expect(bar).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue(teamId);
    await expect(bar.getByRole('combobox', { name: 'Bot speed' })).toHaveValue('5s');
    // Seven bots pick before the user: meanwhile the grader cannot draft, and nobody is entered by hand.
    await expect(turn(page)).toHaveText(/^Bots picking · pick [1-7] \(/);
    await expect(page.getByRole('button', { name: /taken by another team$/ })).toHaveCount(0);
    const early = await openTopRecommendation(page);
    await expect(early.grader.getByText(/The bots are picking \(pick [1-7]\)\. Wait for your turn\./)).toBeVisible();
    await expect(early.grader.getByRole('button', { name: `Draft ${early.name}` })).toBeDisabled();
    await expect(early.grader.getByRole('button', { name: 'Taken by another team' })).toHaveCount(0);
    await early.grader.getByRole('button', { name: 'Cancel' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await bar.getByRole('combobox', { name: 'Bot speed' }).selectOption('1s');
    await expect(bar.getByRole('combobox', { name: 'Bot speed' })).toHaveValue('1s');

    const mine = userPicks(8, 8, 15);
    // The first two rounds at 1 s (picks 8 and 9, then fourteen bot picks, then 24 and 25); the rest at instant speed.
    for (const [index, overall] of mine.slice(0, 4).entries()) {
      if (index === 3) {
        // On the clock at pick 25 the bots wait for the user: 7 + 14 of their picks, no more.
        await expect(turn(page)).toHaveText(`You're on the clock · pick ${overall}`, { timeout: 30_000 });
        await expect(takenList(page).getByRole('listitem')).toHaveCount(21);
      }
      await draftOnMyTurn(page, overall, index + 1);
      if (index === 1) {
        // The bots picked 1 to 7, one a second, as ordinary players taken by other teams (on a busy
        // machine the bots' picks after the user's may already be arriving: at least those seven).
        await expect.poll(() => takenList(page).getByRole('listitem').count()).toBeGreaterThanOrEqual(7);
        await expect(takenList(page).getByRole('button', { name: /^Undo / })).toHaveCount(0);
        await expect(turn(page)).toHaveText(/^Bots picking · pick 1\d \(/);
      }
    }
    await bar.getByRole('combobox', { name: 'Bot speed' }).selectOption('instant');
    await expect(bar.getByRole('combobox', { name: 'Bot speed' })).toHaveValue('instant');
    for (const [index, overall] of mine.slice(4).entries()) await draftOnMyTurn(page, overall, index + 5);

    // The user's pick 120 was the draft's last: the report card opens once; the mock draft saved it itself.
    const card = page.getByRole('dialog', { name: 'Draft report card: Practice Eight' });
    await expect(card).toBeVisible();
    const letter = (await card.getByTestId('report-card-grade').innerText()).trim();
    await card.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(card).toHaveCount(0);
    await expect(turn(page)).toHaveText('Finished', { timeout: 15_000 });
    await expect(bar).toContainText('120/120 picks');
    await expect(bar).toContainText('Final grade');
    const history = await page.request.get(`/api/teams/${teamId}/history`, { headers: auth(account) });
    const entries = (await history.json()) as { draftData: { grade?: string } }[];
    expect(
      entries.filter((entry) => entry.draftData.grade),
      'the report card is saved once, by the mock draft',
    ).toHaveLength(1);

    await page.goto('/mock-drafts');
    const row = page.getByTestId('mock-draft-row').filter({ hasText: 'Practice Eight' });
    await expect(row.getByTestId('mock-draft-status')).toHaveText('Finished');
    await expect(row).toContainText('120 of 120 picks made');
    await expect(row.getByTestId('mock-draft-grade')).toBeVisible();
    expect(letter).toMatch(/^[A-DF][+-]?$/);
  });

  test('from a team with its picks at ‘Wait for me’: the bots move on request, undo rewinds, pause and resume, delete', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await storeSession(page, 'user', 'Wes Wait');
    const created = await page.request.post('/api/teams', {
      headers: auth(account),
      data: { name: 'Home League', scoringFormat: 'Half-PPR', leagueSize: 8, draftPosition: 5, commandId: crypto.randomUUID() },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const sourceId = ((await created.json()) as { team: { team: { id: string } } }).team.team.id;
    await completeTour(page.request, account);
    // Two players already taken by others in the real draft.
    const players = (await (await page.request.get(`/api/players?teamId=${sourceId}&limit=2`, { headers: auth(account) })).json()) as {
      players: { id: string }[];
    };
    let version = 1;
    for (const player of players.players) {
      const taken = await page.request.post(`/api/teams/${sourceId}/taken`, {
        headers: auth(account),
        data: { playerId: player.id, expectedVersion: version, commandId: crypto.randomUUID() },
      });
      expect(taken.ok(), await taken.text()).toBe(true);
      version = ((await taken.json()) as { version: number }).version;
    }

    await page.goto('/draft');
    await expect(page.getByRole('heading', { name: 'Player board' })).toBeVisible();
    await page.getByRole('link', { name: 'Mock draft', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a mock draft' });
    await expect(dialog.getByRole('combobox', { name: 'Team' })).toHaveValue(sourceId);
    await expect(dialog.getByText('Half PPR · 8 teams · pick 5')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Copy its picks so far' }).check();
    await dialog.locator('label', { hasText: /^Wait for me$/ }).click();
    await dialog.getByRole('button', { name: 'Start mock draft' }).click();

    const bar = page.getByTestId('mock-draft-bar');
    await expect(bar).toContainText('2/120 picks');
    await expect(takenList(page).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Team' }).locator('option:checked')).toHaveText('Mock: Home League mock');
    // 'Wait for me': nothing moves until asked.
    await expect(turn(page)).toHaveText(/^Bots picking · pick 3 \(/);
    await page.waitForTimeout(1500);
    await expect(turn(page)).toHaveText(/^Bots picking · pick 3 \(/);
    await bar.getByRole('button', { name: 'Next bot pick' }).click();
    await expect(turn(page)).toHaveText(/^Bots picking · pick 4 \(/);
    await bar.getByRole('button', { name: 'Bots pick to my turn' }).click();
    const first = await draftOnMyTurn(page, 5, 1);
    await expect(bar.getByRole('button', { name: 'Bots pick to my turn' })).toBeEnabled();
    await bar.getByRole('button', { name: 'Bots pick to my turn' }).click();
    await draftOnMyTurn(page, 12, 2);
    await expect(takenList(page).getByRole('listitem')).toHaveCount(10);

    // Undo of the first pick rewinds the draft to it: the bots' picks after it and the later own pick are undone.
    await page.getByRole('button', { name: `Undo pick ${first}` }).click();
    await expect(turn(page)).toHaveText("You're on the clock · pick 5", { timeout: 15_000 });
    await expect(takenList(page).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('roster-count')).toHaveText('0/15');

    await bar.getByRole('button', { name: 'Pause' }).click();
    await expect(turn(page)).toHaveText('Paused');
    const paused = await openTopRecommendation(page);
    await expect(paused.grader.getByText('This mock draft is paused. Resume it to make your pick.')).toBeVisible();
    await expect(paused.grader.getByRole('button', { name: `Draft ${paused.name}` })).toBeDisabled();
    await paused.grader.getByRole('button', { name: 'Cancel' }).click();
    await bar.getByRole('button', { name: 'Resume' }).click();
    await expect(turn(page)).toHaveText("You're on the clock · pick 5");
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/mock-drafts');
    const row = page.getByTestId('mock-draft-row').filter({ hasText: 'Home League mock' });
    await expect(row.getByTestId('mock-draft-status')).toHaveText('Running');
    await expect(row).toContainText('Half PPR · 8 teams · pick 5 · Wait for me');
    await expect(row).toContainText('4 of 120 picks made · pick 5 on the clock');
    // Mock drafts stay out of the real teams.
    const teams = (await (await page.request.get('/api/teams', { headers: auth(account) })).json()) as { name: string }[];
    expect(teams.map((team) => team.name)).toEqual(['Home League']);

    await row.getByRole('button', { name: 'Delete Home League mock' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Home League mock?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete Home League mock' }).click();
    await confirm.getByRole('button', { name: 'Delete mock draft' }).click();
    await expect(page.getByTestId('no-mock-drafts')).toBeVisible();
  });

  test('the mock-drafts page and the draft screen fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await storeSession(page);
    await completeTour(page.request, account);
    const started = await page.request.post('/api/mock-drafts', {
      headers: auth(account),
      data: { speed: 'manual', leagueSize: 10, draftPosition: 4 },
    });
    expect(started.status(), await started.text()).toBe(201);
    const draft = (await started.json()) as { teamId: string };
    await page.goto('/mock-drafts');
    await expect(page.getByTestId('mock-draft-row')).toHaveCount(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Open Mock draft' }).click();
    await expect(page).toHaveURL(`/draft?team=${draft.teamId}`);
    await expect(turn(page)).toHaveText(/^Bots picking · pick 1 \(/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
