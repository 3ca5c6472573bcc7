import { expect, test } from '@playwright/test';
import { storeSession } from './support/session';

const MEMBER_ITEMS = ['Draft', 'Mock drafts', 'My Teams', 'Profile', 'Settings', 'Our Vision'];

test.describe('top navigation', () => {
  test('signed out, pages show the signed-out header: the logo, the theme and Sign In', async ({ page }) => {
    for (const path of ['/reset-password?token=abc', '/legal', '/privacy', '/terms', '/watch/not-a-token', '/not-a-page']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    }
  });

  test('every page names the browser tab', async ({ page }) => {
    // Nine page loads: with two browsers and the app on two cores a first render can take over 7 s.
    test.setTimeout(90_000);
    await storeSession(page, 'admin');
    for (const [path, title] of [
      ['/draft', 'Draft · DraftMode'],
      ['/my-teams', 'My Teams · DraftMode'],
      ['/profile', 'Profile · DraftMode'],
      ['/settings', 'Settings · DraftMode'],
      ['/coming-soon', 'Our Vision · DraftMode'],
      ['/legal', 'Legal · DraftMode'],
      ['/privacy', 'Privacy Policy · DraftMode'],
      ['/terms', 'Terms of Service · DraftMode'],
      ['/not-a-page', 'Page not found · DraftMode'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });

  test('is hidden on / and /auth and shown elsewhere', async ({ page }) => {
    await storeSession(page);
    for (const path of ['/', '/auth']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    }
    for (const path of ['/draft', '/privacy', '/settings']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
  });

  test('lists the member items in order, greets by name, and has no Admin link for a member', async ({ page }) => {
    const { user } = await storeSession(page, 'user', 'Jordan Member');
    await page.goto('/draft');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(MEMBER_ITEMS);
    await expect(page.getByText(`Hi, ${user.name}`)).toBeVisible();
  });

  test('shows Admin to admins', async ({ page }) => {
    await storeSession(page, 'admin');
    await page.goto('/draft');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([...MEMBER_ITEMS, 'Admin']);
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('Draft goes to /draft, Mock drafts to /mock-drafts and Our Vision to /coming-soon', async ({ page }) => {
    await storeSession(page);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Our Vision' }).click();
    await expect(page).toHaveURL(/\/coming-soon$/);
    await page.getByRole('link', { name: 'Mock drafts', exact: true }).click();
    await expect(page).toHaveURL(/\/mock-drafts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mock drafts' })).toBeVisible();
    await page.getByRole('link', { name: 'Draft', exact: true }).click();
    await expect(page).toHaveURL(/\/draft$/);
  });

  test('a member sent away from /admin or /email-test is told why', async ({ page }) => {
    await storeSession(page);
    for (const path of ['/admin', '/email-test']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/draft$/);
      const notice = page.getByRole('alert').filter({ hasText: 'Admins only' });
      await expect(notice).toContainText(`${path} is for admins, and your account is not one`);
    }
  });

  test('Sign Out clears the stored user and token and goes to /auth', async ({ page }) => {
    await storeSession(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await page.goto('/draft');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('route guards', () => {
  for (const path of ['/draft', '/my-teams', '/profile', '/settings', '/coming-soon', '/admin', '/email-test']) {
    test(`${path} without a token goes to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('admin-only pages send a member to /draft', async ({ page }) => {
    await storeSession(page, 'user');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/draft$/);
    await page.goto('/email-test');
    await expect(page).toHaveURL(/\/draft$/);
  });

  test('public pages need no token', async ({ page }) => {
    for (const path of ['/privacy', '/terms', '/legal', '/watch/some-token']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('footer', () => {
  test('shows Entertainment only and links to the terms and privacy policy away from /', async ({ page }) => {
    await page.goto('/legal');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Entertainment only');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});

test('each page change scrolls to the top', async ({ page }) => {
  await page.goto('/privacy');
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('/reset-password without a token says the link is invalid and goes to /auth', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid Reset Link')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
