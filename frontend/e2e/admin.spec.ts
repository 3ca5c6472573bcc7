import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createAccount, horizontalOverflow, queryE2eDatabase, storeSession } from './support/session';
import { seriousViolations } from './support/axe';

/** A word only this test's accounts carry, so parallel tests' accounts never match its search. */
function tag(): string {
  return `T${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function usersTable(page: Page) {
  return page.getByRole('table', { name: 'Users' });
}

test.describe('admin dashboard', () => {
  test('Users: search, sort, promote and demote, and export the filter as CSV', async ({ page }) => {
    const word = tag();
    const admin = await storeSession(page, 'admin', `Ada ${word}`);
    const comma = await createAccount(page.request, 'user', `Baker, Sam ${word}`);
    const formula = await createAccount(page.request, 'user', `=cmd ${word}`);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel('Search').fill(word);
    const rows = usersTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(page.getByText('1–3 of 3 users')).toBeVisible();

    // Name ascending: "=cmd", "Ada", "Baker" (= sorts before letters); then descending.
    await usersTable(page).getByRole('button', { name: 'Name' }).click();
    await expect(rows.locator('td:first-child')).toHaveText([`=cmd ${word}`, `Ada ${word}`, `Baker, Sam ${word}`]);
    await expect(usersTable(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await usersTable(page).getByRole('button', { name: 'Name' }).click();
    await expect(rows.locator('td:first-child')).toHaveText([`Baker, Sam ${word}`, `Ada ${word}`, `=cmd ${word}`]);

    // Your own role cannot be changed; someone else's can, after a confirmation.
    await expect(page.getByRole('button', { name: `Remove admin: Ada ${word}` })).toBeDisabled();
    await page.getByRole('button', { name: `Make admin: Baker, Sam ${word}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Make admin?' });
    await dialog.getByRole('button', { name: 'Make admin' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Remove admin: Baker, Sam ${word}` })).toBeVisible();
    expect(await queryE2eDatabase<{ role: string }>('SELECT role FROM users WHERE id = $1', [comma.user.id])).toEqual([{ role: 'admin' }]);

    // Only admins: two rows.
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admins' }).click();
    await expect(rows).toHaveCount(2);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^draftmode-users-\d{4}-\d\d-\d\d\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('"ID","Name","Email","Role","Created","Last sign-in","Teams","Passkeys"');
    // The admins matching the search, in the table's order (name descending).
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([`"${comma.user.id}"`, `"${admin.user.id}"`]);
    expect(lines[1]).toContain(`"Baker, Sam ${word}","${comma.user.email}","admin"`);

    // Every role again, then demote; the export now neutralises the formula-leading name.
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'All roles' }).click();
    await expect(rows).toHaveCount(3);
    await page.getByRole('button', { name: `Remove admin: Baker, Sam ${word}` }).click();
    await page.getByRole('dialog', { name: 'Remove admin?' }).getByRole('button', { name: 'Remove admin' }).click();
    await expect(page.getByRole('button', { name: `Make admin: Baker, Sam ${word}` })).toBeVisible();
    expect(await queryE2eDatabase<{ role: string }>('SELECT role FROM users WHERE id = $1', [comma.user.id])).toEqual([{ role: 'user' }]);

    const second = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const all = (await readFile((await (await second).path())!, 'utf8')).split('\r\n');
    expect(all.find((line) => line.includes(formula.user.id))).toContain(`,"'=cmd ${word}",`);
  });

  test('Usage Analytics: charts and totals for a chosen range', async ({ page }) => {
    const word = tag();
    await storeSession(page, 'admin', `Ada ${word}`);
    // One account that signed up, and signed in, on a day long before this run.
    const old = await createAccount(page.request, 'user', `Old ${word}`);
    await queryE2eDatabase("UPDATE users SET created_at = '2019-01-11T12:00:00Z' WHERE id = $1", [old.user.id]);
    await queryE2eDatabase("UPDATE user_sign_ins SET signed_in_at = '2019-01-12T08:00:00Z' WHERE user_id = $1", [old.user.id]);

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Usage Analytics' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=usage$/);
    for (const name of ['Sign-ups', 'Active users', 'Teams created', 'Picks recorded', 'Chat messages', 'AI tokens']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Sign-ups' }).locator('.recharts-surface')).toBeVisible();
    // This run's own sign-ups are in the last 30 days.
    await expect(page.getByTestId('total-signUps')).not.toHaveText('0');

    await page.getByText('Custom').click();
    await page.getByLabel('From', { exact: true }).fill('2019-01-10');
    await page.getByLabel('To', { exact: true }).fill('2019-01-13');
    await expect(page.getByText('Jan 10 – Jan 13 2019, by UTC day.')).toBeVisible();
    await expect(page.getByTestId('total-signUps')).toHaveText('1');
    await expect(page.getByTestId('total-activeUsers')).toHaveText('1');
    await expect(page.getByTestId('total-teamsCreated')).toHaveText('0');
    await expect(page.getByTestId('total-picksRecorded')).toHaveText('0');

    // A range the server refuses shows its message.
    await page.getByLabel('From', { exact: true }).fill('2017-01-01');
    await expect(page.getByText('The range can be at most 366 days')).toBeVisible();
  });

  test('System Health: dependencies, queues, sockets, event store and process, refreshed live', async ({ page }) => {
    await storeSession(page, 'admin');
    await page.goto('/admin?tab=health');
    await expect(page.getByRole('tab', { name: 'System Health' })).toHaveAttribute('aria-selected', 'true');

    const database = page.getByRole('region', { name: 'Database' });
    await expect(database.getByText('up', { exact: true })).toBeVisible();
    await expect(database.getByText(/^\d+\.\d ms$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Redis' }).getByText('not configured')).toBeVisible();
    await expect(page.getByText('Email: in-process (no Redis)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Socket connections' }).getByText('This process')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Process' }).getByText('Uptime')).toBeVisible();
    const projections = page.getByRole('table', { name: 'Projection lag' });
    await expect(projections.locator('tbody tr td:first-child')).toHaveText([
      'team-list',
      'roster',
      'taken-by-others',
      'live-grade',
      'draft-history',
      'pick-clock',
    ]);
    await expect(projections.locator('tbody tr td:last-child')).toHaveText(['0', '0', '0', '0', '0', '0']);

    // Polled: the check time moves on without any click.
    const checked = page.getByText(/^Checked at /);
    const first = await checked.textContent();
    await expect(checked).not.toHaveText(first!, { timeout: 9000 });
  });

  test.describe('at phone width (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('each tab fits without sideways scrolling; users become cards', async ({ page }) => {
      await storeSession(page, 'admin');
      await page.goto('/admin');
      await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem').first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      for (const [tab, ready] of [
        ['Usage Analytics', page.getByRole('region', { name: 'AI tokens' })],
        ['System Health', page.getByRole('region', { name: 'Database' })],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(ready).toBeVisible();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      }
    });
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`has no serious accessibility problems on any tab in the ${scheme} theme`, async ({ page }) => {
      // Three pages and three axe runs: beside a draft in the other browser, a first render alone can take over 7 s.
      test.setTimeout(90_000);
      await storeSession(page, 'admin');
      await page.addInitScript((value) => localStorage.setItem('draftmode-ui-theme', value), scheme);
      for (const [tab, ready] of [
        ['users', page.getByRole('table', { name: 'Users' }).locator('tbody tr').first()],
        ['usage', page.getByRole('region', { name: 'AI tokens' }).locator('.recharts-surface')],
        ['health', page.getByRole('table', { name: 'Projection lag' })],
      ] as const) {
        await page.goto(`/admin?tab=${tab}`);
        await expect(ready).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        expect((await seriousViolations(page)).map((violation) => `${tab}: ${violation}`)).toEqual([]);
      }
    });
  }
});
