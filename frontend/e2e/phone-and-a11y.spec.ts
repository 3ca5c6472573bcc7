import { expect, test } from '@playwright/test';
import { horizontalOverflow, storeSession } from './support/session';
import { seriousViolations } from './support/axe';

const PAGES = [
  '/',
  '/auth',
  '/reset-password?token=abc',
  '/privacy',
  '/terms',
  '/legal',
  '/coming-soon',
  '/settings',
  '/email-test',
  '/draft',
  '/not-a-page',
];

test.describe('at phone width (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of PAGES) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await storeSession(page, 'admin');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('the navigation folds into a menu', async ({ page }) => {
    await storeSession(page, 'admin');
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link')).toHaveText(['Draft', 'Mock drafts', 'My Teams', 'Profile', 'Settings', 'Our Vision', 'Admin']);
    await menu.getByRole('link', { name: 'My Teams' }).click();
    await expect(page).toHaveURL(/\/my-teams$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('accessibility (axe-core, serious and critical)', () => {
  for (const scheme of ['dark', 'light'] as const) {
    for (const path of PAGES) {
      test(`${path} in the ${scheme} theme`, async ({ page }) => {
        await storeSession(page, 'admin');
        await page.addInitScript((value) => localStorage.setItem('draftmode-ui-theme', value), scheme);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
