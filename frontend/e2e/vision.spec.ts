import { expect, test } from '@playwright/test';
import { storeSession } from './support/session';

test.beforeEach(async ({ page }) => {
  await storeSession(page);
  await page.goto('/coming-soon');
});

test('Our Vision shows two feature cards and a founder message', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Vision');
  await expect(page.getByRole('button', { name: /^Learn more about/ })).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Weekly Start/Sit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiver & Trade Tools' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A note from our founder' })).toBeVisible();
});

for (const feature of ['Weekly Start/Sit', 'Waiver & Trade Tools']) {
  test(`Learn More opens and closes the ${feature} dialog`, async ({ page }) => {
    await page.getByRole('button', { name: `Learn more about ${feature}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(feature);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}
