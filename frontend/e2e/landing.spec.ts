import { expect, test } from '@playwright/test';

test.describe('landing page (/)', () => {
  test('shows the headline, tagline and sign-in prompt', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Luck. Just DraftMode.');
    await expect(page.getByText('Build. Chat. Win.', { exact: true })).toBeVisible();
    await expect(page.getByText('Sign up or sign in to input your team and start making smarter moves.')).toBeVisible();
  });

  test('Sign up opens the sign-up form, which speaks of creating an account', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await expect(page.getByText('Create an account to input your team and start making smarter moves.')).toBeVisible();
    await expect(page.getByText('Sign in to input your team')).toHaveCount(0);
  });

  test('Sign In goes to /auth', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('links to the terms and the privacy policy', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('has no top navigation, and the footer hides its legal links but says Entertainment only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Entertainment only');
    await expect(footer.getByRole('link')).toHaveCount(0);
  });

  test('has a theme toggle', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
