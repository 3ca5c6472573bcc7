import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { storeSession, type Account } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';
import { seriousViolations } from './support/axe';

/** A signed-in account with the guided tour already done, so the page under test is alone on screen. */
async function signedIn(page: Page): Promise<Account> {
  const account = await storeSession(page, 'user', 'Morgan Manager');
  await completeTour(page.request, account);
  return account;
}

/** Adds the `count` best-ADP players the team can still take, through the API. */
async function fillRosterViaApi(
  request: APIRequestContext,
  account: Account,
  team: { id: string; version: number },
  count: number,
): Promise<void> {
  const headers = { Authorization: `Bearer ${account.token}` };
  const page = (await (await request.get(`/api/players?teamId=${team.id}&limit=${count}`, { headers })).json()) as {
    players: { id: string }[];
  };
  let version = team.version;
  for (const player of page.players) {
    const added = await request.post(`/api/teams/${team.id}/roster`, {
      headers,
      data: { playerId: player.id, expectedVersion: version, commandId: crypto.randomUUID() },
    });
    expect(added.ok(), `adding ${player.id} answered ${added.status()} ${await added.text()}`).toBe(true);
    version = ((await added.json()) as { version: number }).version;
  }
}

/** A team's row toggle is named by what it shows: the name, then its league facts. */
function teamToggle(name: string): RegExp {
  return new RegExp(`^${name} (PPR \\(Full Point\\)|Half PPR|Standard) ·`);
}

function teamRow(page: Page, name: string): Locator {
  return page.getByTestId('team-row').filter({ has: page.getByRole('button', { name: teamToggle(name) }) });
}

test('creates a team through the dialog: the empty state, a validation error, the chosen settings and a taken name', async ({ page }) => {
  await signedIn(page);
  await page.goto('/my-teams');
  await expect(page.getByRole('heading', { name: 'No Teams Yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Team' });
  await expect(dialog.getByRole('radio', { name: '12' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'PPR (Full Point)' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(dialog.getByText('Team name is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: /Team name/ }).fill('Gridiron Gang');
  await dialog.getByText('10', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Draft position' }).click();
  await page.getByRole('option', { name: '7', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Half PPR' }).check();
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(dialog).toBeHidden();

  const row = teamRow(page, 'Gridiron Gang');
  await expect(row).toContainText('Half PPR · 10 teams · pick 7');
  await expect(row.getByTestId('team-player-count')).toHaveText('0/15');
  await expect(page.getByRole('heading', { name: 'No Teams Yet' })).toBeHidden();

  // The server's uniqueness rule comes back on the name field.
  await page.getByRole('button', { name: 'Create Team' }).first().click();
  await dialog.getByRole('textbox', { name: /Team name/ }).fill('gridiron gang ');
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(dialog.getByRole('textbox', { name: /Team name/ })).toHaveAccessibleDescription('You already have a team with that name');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('team-row')).toHaveCount(1);
});

test('edits a roster: search and add, swap through the swap list with the bench exchange, remove, rename and delete', async ({ page }) => {
  // About forty steps: 12 s on an idle machine, over 30 s beside a second browser on two cores.
  test.setTimeout(90_000);
  const account = await signedIn(page);
  await createTeamViaApi(page.request, account, { name: 'Sunday Squad', draftPosition: 3 });
  await createTeamViaApi(page.request, account, { name: 'Bench Mob', draftPosition: 3 });
  await page.goto('/my-teams');

  const row = teamRow(page, 'Sunday Squad');
  await row.getByRole('button', { name: teamToggle('Sunday Squad') }).click();
  await expect(row.getByRole('button', { name: /^RB1 Empty/ })).toBeVisible();
  await expect(row.getByTestId('roster-count')).toHaveText('0/15');
  await expect(row.getByTestId('bench-count')).toHaveText('0/6');

  const search = row.getByRole('searchbox', { name: 'Search players' });
  await search.fill('zzzz nobody');
  await expect(row.getByText('No players found matching your search.')).toBeVisible();

  // Four RBs: RB1, RB2 and FLEX fill in order, the fourth shows on the bench.
  for (const name of ['Bijan Robinson', 'Saquon Barkley', 'Jahmyr Gibbs', 'Derrick Henry']) {
    await search.fill(name);
    await row.getByRole('button', { name: `Add ${name}` }).click();
    // Added players leave the browser (the server hides the team's own players).
    await expect(row.getByText('No players found matching your search.')).toBeVisible();
  }
  await expect(row.locator('[data-slot="rb1"]')).toContainText('Bijan Robinson');
  await expect(row.locator('[data-slot="rb2"]')).toContainText('Saquon Barkley');
  await expect(row.locator('[data-slot="flex"]')).toContainText('Jahmyr Gibbs');
  await expect(row.getByTestId('bench')).toContainText('Derrick Henry');
  await expect(row.getByTestId('roster-count')).toHaveText('4/15');
  await expect(row.getByTestId('bench-count')).toHaveText('1/6');
  // The team list is refetched after each change.
  await expect(row.getByTestId('team-player-count')).toHaveText('4/15');

  // A slot nobody else can play.
  await row.getByRole('button', { name: /^QB Empty/ }).click();
  const qbSwap = page.getByRole('dialog', { name: 'Choose a player for QB' });
  await expect(qbSwap.getByText('No eligible players available to swap')).toBeVisible();
  await qbSwap.getByRole('button', { name: 'Close' }).click();
  await expect(qbSwap).toBeHidden();

  // Bench exchange: Henry takes RB1 and Bijan goes to the bench.
  await row.getByRole('button', { name: /^RB1 RB Bijan Robinson/ }).click();
  const rb1Swap = page.getByRole('dialog', { name: 'Choose a player for RB1' });
  const choices = rb1Swap.getByRole('list', { name: 'Players who can play RB1' }).getByRole('listitem');
  await expect(choices).toHaveCount(3);
  await expect(choices.filter({ hasText: 'Derrick Henry' })).toContainText('Now: Bench · Bijan Robinson goes to the bench');
  expect(await seriousViolations(page)).toEqual([]);
  await rb1Swap.getByRole('button', { name: /^Move to RB1: .*Derrick Henry/ }).click();
  await expect(rb1Swap).toBeHidden();
  await expect(row.locator('[data-slot="rb1"]')).toContainText('Derrick Henry');
  await expect(row.getByTestId('bench')).toContainText('Bijan Robinson');
  await expect(row.getByTestId('bench')).not.toContainText('Derrick Henry');

  // Slot to slot: Gibbs moves from FLEX to RB2 and Saquon takes FLEX.
  await row.getByRole('button', { name: /^RB2 RB Saquon Barkley/ }).click();
  await page
    .getByRole('dialog', { name: 'Choose a player for RB2' })
    .getByRole('button', { name: /^Move to RB2: .*Jahmyr Gibbs/ })
    .click();
  await expect(row.locator('[data-slot="rb2"]')).toContainText('Jahmyr Gibbs');
  await expect(row.locator('[data-slot="flex"]')).toContainText('Saquon Barkley');

  // Remove the benched player.
  await row.getByRole('button', { name: 'Remove Bijan Robinson' }).click();
  await expect(row.getByTestId('bench')).toBeHidden();
  await expect(row.getByText('No bench players yet')).toBeVisible();
  await expect(row.getByTestId('roster-count')).toHaveText('3/15');
  await expect(row.getByTestId('team-player-count')).toHaveText('3/15');
  await search.fill('Bijan');
  await expect(row.getByRole('button', { name: 'Add Bijan Robinson' })).toBeVisible();

  // The roster survives a reload: it is the server's.
  await page.reload();
  await teamRow(page, 'Sunday Squad')
    .getByRole('button', { name: teamToggle('Sunday Squad') })
    .click();
  await expect(page.locator('[data-slot="rb1"]')).toContainText('Derrick Henry');

  // Rename: a taken name is refused on the field, a free one is saved.
  await page.getByRole('button', { name: 'Rename Sunday Squad' }).click();
  const rename = page.getByRole('form', { name: 'Rename team' });
  await rename.getByRole('textbox', { name: /New team name/ }).fill('Bench Mob');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename.getByRole('textbox', { name: /New team name/ })).toHaveAccessibleDescription(
    'You already have a team with that name',
  );
  await rename.getByRole('textbox', { name: /New team name/ }).fill('Monday Mashers');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename).toBeHidden();
  await expect(teamRow(page, 'Monday Mashers')).toBeVisible();
  await expect(teamRow(page, 'Sunday Squad')).toHaveCount(0);

  // Delete asks first; Cancel keeps the team.
  await page.getByRole('button', { name: 'Delete Monday Mashers' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Monday Mashers?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(teamRow(page, 'Monday Mashers')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Monday Mashers' }).click();
  await confirm.getByRole('button', { name: 'Delete team' }).click();
  await expect(teamRow(page, 'Monday Mashers')).toHaveCount(0);
  await expect(page.getByTestId('team-row')).toHaveCount(1);

  await teamRow(page, 'Bench Mob')
    .getByRole('button', { name: teamToggle('Bench Mob') })
    .click();
  await page.getByRole('button', { name: 'Delete Bench Mob' }).click();
  await page.getByRole('dialog', { name: 'Delete Bench Mob?' }).getByRole('button', { name: 'Delete team' }).click();
  await expect(page.getByRole('heading', { name: 'No Teams Yet' })).toBeVisible();
});

test('a team row opens that team on the draft screen and starts a mock draft with its settings', async ({ page }) => {
  const account = await signedIn(page);
  const team = await createTeamViaApi(page.request, account, { name: 'Practice Squad', draftPosition: 3 });
  await page.goto('/my-teams');
  const row = teamRow(page, 'Practice Squad');
  await row.getByRole('button', { name: teamToggle('Practice Squad') }).click();

  await row.getByRole('link', { name: 'Open draft: Practice Squad' }).click();
  await expect(page).toHaveURL(new RegExp(`/draft\\?team=${team.id}$`));
  await expect(page.getByRole('heading', { name: 'Player board' })).toBeVisible();

  await page.goto('/my-teams');
  await row.getByRole('button', { name: teamToggle('Practice Squad') }).click();
  await row.getByRole('link', { name: 'Mock draft: Practice Squad' }).click();
  await expect(page).toHaveURL(new RegExp(`/mock-drafts\\?start=${team.id}$`));
  await expect(page.getByRole('dialog', { name: 'Start a mock draft' })).toBeVisible();
});

test('a full roster takes no more players, and the expanded row fits a phone and is axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await signedIn(page);
  const team = await createTeamViaApi(page.request, account, { name: 'Phone Team', draftPosition: 3 });
  await fillRosterViaApi(page.request, account, team, 15);
  await page.goto('/my-teams');
  const row = teamRow(page, 'Phone Team');
  await expect(row.getByTestId('team-player-count')).toHaveText('15/15');
  await row.getByRole('button', { name: teamToggle('Phone Team') }).click();
  await expect(row.getByTestId('roster-count')).toHaveText('15/15');
  await expect(row.getByText('Roster complete.')).toBeVisible();
  await expect(row.getByText('This roster is full. Remove a player to add another.')).toBeVisible();
  const addButtons = row.getByTestId('player-browser').getByRole('button', { name: /^Add / });
  await expect(addButtons.first()).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Profile shows the summary, each roster grade and the saved report card', async ({ page }) => {
  const account = await signedIn(page);
  const headers = { Authorization: `Bearer ${account.token}` };
  const full = await createTeamViaApi(page.request, account, { name: 'Card Sharks', draftPosition: 3 });
  await fillRosterViaApi(page.request, account, full, 15);
  await createTeamViaApi(page.request, account, { name: 'Still Empty', draftPosition: 3 });
  const detail = (await (await page.request.get(`/api/teams/${full.id}`, { headers })).json()) as {
    version: number;
    roster: { playerIds: string[] };
  };
  const saved = await page.request.post(`/api/teams/${full.id}/report-card`, {
    headers,
    data: {
      expectedVersion: detail.version,
      commandId: crypto.randomUUID(),
      grade: 'B+',
      percentage: 88,
      gradeBreakdown: detail.roster.playerIds.map((playerId, index) => ({
        playerId,
        grade: index === 0 ? 'A' : 'B',
        advice: index === 0 ? 'Weekly starter: set and forget.' : 'Strong depth: ready for bye weeks and injuries.',
      })),
    },
  });
  expect(saved.ok(), `saving the report card answered ${saved.status()} ${await saved.text()}`).toBe(true);

  await page.goto('/profile');
  await expect(page.getByTestId('summary-teams')).toContainText('2');
  await expect(page.getByTestId('summary-players')).toContainText('15');
  await expect(page.getByTestId('summary-average')).toContainText(/[A-DF][+-]?\s*\d+%/);
  await expect(page.getByTestId('summary-best')).toContainText('Card Sharks');

  const cards = page.getByTestId('team-grade-card');
  await expect(cards).toHaveCount(2);
  const sharks = cards.filter({ hasText: 'Card Sharks' });
  await expect(sharks).toContainText('15/15 players');
  await expect(sharks.getByLabel(/^Roster grade [A-DF][+-]?, \d+%$/)).toBeVisible();
  await expect(sharks).toContainText('Report card saved');
  await expect(cards.filter({ hasText: 'Still Empty' })).toContainText('No players yet.');
  await expect(cards.filter({ hasText: 'Still Empty' }).getByRole('button', { name: /View report card/ })).toHaveCount(0);

  await sharks.getByRole('button', { name: 'View report card of Card Sharks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draft report card: Card Sharks' });
  await expect(dialog.getByTestId('report-card-grade')).toHaveText('B+');
  await expect(dialog.getByTestId('report-card-percentage')).toHaveText('88%');
  await expect(dialog.getByText('Weekly starter: set and forget.')).toHaveCount(1);
  await expect(dialog.getByText('Strong depth: ready for bye weeks and injuries.')).toHaveCount(14);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});
