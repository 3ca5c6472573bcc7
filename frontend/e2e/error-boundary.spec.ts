import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    storageBlocked?: boolean;
  }
}

// Browsers that block site storage throw on localStorage access. Here storage is blocked for the
// first render, which fails; once it answers again, Try Again renders the page afresh.
test('a rendering error shows Something went wrong, and Try Again recovers', async ({ page }) => {
  await page.addInitScript(() => {
    window.storageBlocked = true;
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (window.storageBlocked && key === 'token') throw new DOMException('The operation is insecure.', 'SecurityError');
      return original.call(this, key);
    };
  });
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toHaveCount(0);
  await page.evaluate(() => (window.storageBlocked = false));
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});
