import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';

const DEAD_LINK = 'This reset link is invalid or has expired. Request a new one.';

test.describe('a reset link with a bad token', () => {
  for (const scheme of ['dark', 'light'] as const)
    test(`/auth?token= says the link is dead as the page opens, before any password is typed (${scheme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('draftmode-ui-theme', value), scheme);
      await page.goto('/auth?token=not-a-real-token');
      await expect(page.getByTestId('form-error')).toHaveText(DEAD_LINK);
      await expect(page.getByLabel(/^New password/)).toHaveCount(0);
      // Then, after a moment, the form to ask for a new link, still saying why.
      await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
      await expect(page.getByText(DEAD_LINK)).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      expect(await seriousViolations(page)).toEqual([]);
    });

  test('/reset-password?token= says so too', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByText(DEAD_LINK)).toBeVisible();
    await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  });
});
