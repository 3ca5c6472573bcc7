import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeSession } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';
import { openDraftRoomSync } from './support/draft-room-sync';

/** The real recorded data beside the checkout (../shared/data; never copied into the project), as libs/players' tests find it. */
function sharedDataDir(): string {
  const candidates = [
    process.env['DRAFTMODE_SHARED_DATA'],
    resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'data'),
    '/work/shared/data',
  ];
  const found = candidates.find((dir): dir is string => dir !== undefined && existsSync(dir));
  if (!found) throw new Error(`shared test data not found (tried ${candidates.filter(Boolean).join(', ')}); set DRAFTMODE_SHARED_DATA`);
  return found;
}

// A real ESPN draft-room pick history copied as text (../shared/data/platforms/SOURCES.md row 87): 10 picks of a 2026 draft.
const espnHistory = readFileSync(
  join(sharedDataDir(), 'platforms', 'draftroom', 'Johnor12__2026_redraft@514732c', 'draft_history.txt'),
  'utf8',
);

const board = (page: Page) => page.getByRole('list', { name: 'Available players' });
const takenList = (page: Page) => page.getByRole('list', { name: 'Players taken by other teams' });

test('pasting a draft room’s pick history records its picks: the board and the taken list update, a second paste adds nothing', async ({
  page,
}) => {
  // Two cores shared with other builds: the first render of the draft screen can take long.
  test.setTimeout(120_000);
  const account = await storeSession(page, 'user', 'Pat Paste');
  await createTeamViaApi(page.request, account, { name: 'Paste Team', leagueSize: 10, draftPosition: 3 });
  await completeTour(page.request, account);
  await page.goto('/draft');
  await expect(board(page).getByText('Jahmyr Gibbs')).toBeVisible({ timeout: 30_000 });

  await (await openDraftRoomSync(page, 'Paste')).getByRole('button', { name: 'Paste picks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste picks' });
  const pickList = dialog.getByRole('textbox', { name: 'Pick list' });
  await expect(pickList).toBeFocused();
  await pickList.fill(espnHistory);
  await dialog.getByRole('button', { name: 'Read', exact: true }).click();

  const counts = dialog.getByTestId('paste-picks-counts');
  await expect(counts).toContainText('10 new');
  const rows = dialog.getByRole('table', { name: 'The picks as read, in draft order' }).getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(3)).toContainText('Puka Nacua (WR, LAR)');
  await expect(rows.nth(3)).toContainText('(yours)');

  await dialog.getByRole('button', { name: 'Record 10 picks' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Recorded 10 picks.' })).toBeVisible();
  await expect(counts).toContainText('10 already recorded');
  await expect(dialog.getByRole('button', { name: 'Record 0 picks' })).toBeDisabled();

  // Pasting the same list again finds nothing new.
  await dialog.getByRole('button', { name: 'Read', exact: true }).click();
  await expect(counts).toContainText('0 new');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await expect(takenList(page).getByRole('listitem')).toHaveCount(9);
  await expect(takenList(page)).toContainText('Jahmyr Gibbs');
  await expect(takenList(page)).toContainText("De'Von Achane");
  await expect(board(page).getByText('Jahmyr Gibbs')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Your roster/ })).toContainText('Puka Nacua');
});
