import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeSession } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';

/** The pool by ADP, as the board lists it. */
async function playersByAdp(request: APIRequestContext): Promise<{ id: string; name: string }[]> {
  const body = (await (await request.get('/api/players?limit=300&format=ppr')).json()) as {
    players: { id: string; name: string; adp: { ppr: number } }[];
  };
  return body.players.sort((a, b) => a.adp.ppr - b.adp.ppr);
}

const board = (page: Page) => page.getByRole('list', { name: 'Available players' });
const gradeButton = (page: Page, playerId: string) =>
  board(page)
    .locator(`[data-player-id="${playerId}"]`)
    .getByRole('button', { name: /^Grade pick:/ });

/** Opens the grader for a player on the board and records him as a keeper of `team` in `round`. */
async function keep(page: Page, player: { id: string; name: string }, team: string, round: number): Promise<void> {
  await gradeButton(page, player.id).click();
  const grader = page.getByRole('dialog', { name: `Grade pick: ${player.name}` });
  await grader.getByRole('button', { name: 'Kept from last season…' }).click();
  const form = grader.getByRole('group', { name: 'Keeper' });
  await form.getByLabel('Kept by').selectOption({ label: team });
  await form.getByLabel('Round it costs').fill(String(round));
  await form.getByRole('button', { name: 'Record keeper' }).click();
  await expect(grader).toBeHidden();
}

test.describe('keepers', () => {
  test('a keeper goes in at the pick his round costs, the draft skips it, and the grades know him', async ({ page }) => {
    const account = await storeSession(page);
    // 12 teams, slot 3: our round-2 pick is 22; team 1's round-1 pick is 1.
    await createTeamViaApi(page.request, account, { name: 'Keeper Club', leagueSize: 12, draftPosition: 3 });
    await completeTour(page.request, account);
    await page.goto('/draft');
    await expect(page.getByRole('heading', { name: /^Pick 1 · Round 1/ })).toBeVisible();

    const [first, second, third] = await playersByAdp(page.request);
    await keep(page, first!, 'Your team (slot 3)', 2);
    await expect(page.getByTestId('roster-count')).toHaveText('1/15');
    await keep(page, second!, 'Team 1', 1);
    // Pick 1 is kept: the draft starts at 2.
    await expect(page.getByRole('heading', { name: /^Pick 2 · Round 1/ })).toBeVisible();
    await expect(board(page).locator(`[data-player-id="${first!.id}"]`)).toHaveCount(0);
    await expect(board(page).locator(`[data-player-id="${second!.id}"]`)).toHaveCount(0);

    // A pick that is already filled cannot take a keeper: the grader says why and records nothing.
    await gradeButton(page, third!.id).click();
    const grader = page.getByRole('dialog', { name: `Grade pick: ${third!.name}` });
    await grader.getByRole('button', { name: 'Kept from last season…' }).click();
    const form = grader.getByRole('group', { name: 'Keeper' });
    await form.getByLabel('Kept by').selectOption({ label: 'Team 1' });
    await form.getByLabel('Round it costs').fill('1');
    await form.getByRole('button', { name: 'Record keeper' }).click();
    await expect(form).toContainText('Pick 1 already has a player: undo that pick first to keep someone there');
    await expect(page.getByTestId('roster-count')).toHaveText('1/15');
    await grader.getByRole('button', { name: 'Cancel' }).click();
    await expect(grader).toBeHidden();

    await page.locator('label', { hasText: 'Draft board' }).click();
    const grid = page.getByTestId('draft-board-grid');
    await expect(grid.locator('td[data-overall="22"]')).toContainText(first!.name.split(' ').slice(1).join(' '));
    await expect(grid.locator('td[data-overall="1"]')).toContainText(second!.name.split(' ').slice(1).join(' '));
  });
});
