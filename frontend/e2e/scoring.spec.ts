import { expect, test } from '@playwright/test';
import { storeSession } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';
import { seriousViolations } from './support/axe';

// The e2e app runs on the bundled pool, which has no projected stat lines: per-stat scoring beyond
// points per catch (6-point passing TDs here) is refused, with one line naming what to import,
// beside the setting (issue 34, item 4); a TE premium alone is scored from the preset projections.
const NEEDS_STAT_LINES =
  'Scoring per stat needs projected stat lines, and the player pool has none: import FantasyPros projection exports with npm run players:sync -- --csv FILE, or sync Sleeper projections with npm run players:sync';

test('custom points per stat: offered beside the preset, refused by the server on a pool without stat lines', async ({ page }) => {
  const account = await storeSession(page, 'user', 'Morgan Manager');
  await completeTour(page.request, account);
  await page.goto('/my-teams');
  await page.getByRole('button', { name: 'Create Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Team' });
  await dialog.getByRole('textbox', { name: /Team name/ }).fill('Premium Pals');
  await dialog.getByRole('switch', { name: /^Custom points per stat/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reception' })).toHaveValue('1');
  await dialog.getByRole('textbox', { name: 'TE catch' }).fill('0.5');
  await dialog.getByRole('textbox', { name: 'Passing TD' }).fill('6');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Team' }).click();

  // The API's own refusal, shown at the setting; nothing was created.
  const points = dialog.getByRole('group', { name: 'Points per stat' });
  await expect(points.getByRole('alert')).toHaveText(NEEDS_STAT_LINES);
  const teams = await page.request.get('/api/teams', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(await teams.json()).toEqual([]);

  // The same refusal in the draft screen's league settings, before anything is sent.
  const team = await createTeamViaApi(page.request, account, { name: 'Plain League' });
  await page.goto(`/draft?team=${team.id}`);
  await page.getByRole('button', { name: 'League settings' }).click();
  const settings = page.getByRole('dialog', { name: 'League settings' });
  await settings.getByRole('switch', { name: /^Custom points per stat/ }).click();
  await settings.getByRole('textbox', { name: 'Passing TD' }).fill('6');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('group', { name: 'Points per stat' }).getByRole('alert')).toHaveText(NEEDS_STAT_LINES);
});
