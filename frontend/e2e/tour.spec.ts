import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, queryE2eDatabase, storeSession, type Account } from './support/session';
import { seriousViolations } from './support/axe';
import { createTeamViaApi } from './support/teams';

// Freshly signed-up accounts have not completed the tour, so it shows for them.

async function hasCompletedTour(request: APIRequestContext, account: Account): Promise<boolean> {
  const response = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(response.ok(), `GET /api/users/me answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { preferences: { hasCompletedTour: boolean } }).preferences.hasCompletedTour;
}

/** The tour is a labelled complementary region, not a dialog: it never takes over the page. */
function tourCard(page: Page) {
  return page.getByRole('complementary', { name: 'Guided tour' });
}

/** Waits until the app has asked for the user's preferences, so an absent card means "not shown". */
async function gotoAndWaitForPreferences(page: Page, path: string) {
  const preferences = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/users/me' && response.request().method() === 'GET',
  );
  await page.goto(path);
  await preferences;
}

test('goes through the three steps on the draft screen, pointing at its controls, and does not come back after a reload', async ({
  page,
}) => {
  const account = await storeSession(page, 'user', 'Tess Tour');
  await createTeamViaApi(page.request, account, { name: 'Tour Team' });
  await page.goto('/draft');

  const card = tourCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Select League Settings' })).toBeVisible();
  await expect(card).toContainText('Step 1 of 3');
  // Step 1 outlines the league settings control.
  const target = page.locator('[data-tour="league-settings"]');
  await expect(page.getByTestId('tour-highlight')).toBeVisible();
  // The ring follows its target as the screen settles (panels that load later move the header).
  await expect
    .poll(async () => {
      const [ring, box] = await Promise.all([page.getByTestId('tour-highlight').boundingBox(), target.boundingBox()]);
      return ring && box ? Math.max(Math.abs(ring.x + 4 - box.x), Math.abs(ring.y + 4 - box.y)) : Infinity;
    })
    .toBeLessThanOrEqual(2);
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card.getByRole('heading', { name: 'Tap a Player' })).toBeVisible();
  await expect(card).toContainText('Step 2 of 3');
  await expect(page.getByTestId('tour-highlight')).toBeVisible();
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card.getByRole('heading', { name: 'Check Grade' })).toBeVisible();
  await expect(card).toContainText('Step 3 of 3');
  await expect(page.getByTestId('tour-highlight')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Next' })).toHaveCount(0);

  const completed = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/me/preferences/complete-tour') && response.status() === 200,
  );
  await card.getByRole('button', { name: 'Get Started' }).click();
  await completed;
  await expect(card).toBeHidden();
  expect(await hasCompletedTour(page.request, account)).toBe(true);

  await gotoAndWaitForPreferences(page, '/draft');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tourCard(page)).toHaveCount(0);
});

test('without a team, the second step points at where to add one and the tour ends there', async ({ page }) => {
  const account = await storeSession(page, 'user', 'Nora Noteam');
  await page.goto('/draft');
  const card = tourCard(page);
  await expect(card).toContainText('Step 1 of 2');
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card.getByRole('heading', { name: 'Add Your Team' })).toBeVisible();
  await expect(card).toContainText('Step 2 of 2');
  // It outlines the 'No Teams Yet' card, which is on the screen, not a board that is not.
  const target = page.locator('[data-tour="add-team"]');
  await expect(target).toContainText('No Teams Yet');
  await expect(page.getByTestId('tour-highlight')).toBeVisible();
  await expect
    .poll(async () => {
      const [ring, box] = await Promise.all([page.getByTestId('tour-highlight').boundingBox(), target.boundingBox()]);
      return ring && box ? Math.abs(ring.y + 4 - box.y) : Infinity;
    })
    .toBeLessThanOrEqual(2);
  expect(await seriousViolations(page)).toEqual([]);
  const completed = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/me/preferences/complete-tour') && response.status() === 200,
  );
  await card.getByRole('button', { name: 'Get Started' }).click();
  await completed;
  await expect(card).toBeHidden();
  expect(await hasCompletedTour(page.request, account)).toBe(true);
});

test('is not shown over /email-test', async ({ page }) => {
  await storeSession(page, 'admin');
  let asked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/me') asked = true;
  });
  await page.goto('/email-test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The tour does not even ask for the preferences there.
  expect(asked).toBe(false);
  await expect(tourCard(page)).toHaveCount(0);
  // The same account gets it on a page of the draft.
  await page.goto('/settings');
  await expect(tourCard(page)).toBeVisible();
});

test('Skip completes the tour; it stays away after a reload, and the page stays usable while it shows', async ({ page }) => {
  const account = await storeSession(page, 'user', 'Sam Skipper');
  await page.goto('/my-teams');
  const card = tourCard(page);
  await expect(card.getByRole('heading', { name: 'Select League Settings' })).toBeVisible();
  // Away from the draft screen the card stands alone and offers the way there.
  await expect(page.getByTestId('tour-highlight')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Show me on the draft screen' })).toBeVisible();

  // No backdrop: the page underneath still takes clicks.
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Team' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Create Team' }).getByRole('button', { name: 'Cancel' }).click();

  await card.getByRole('button', { name: 'Next' }).click();
  await card.getByRole('button', { name: 'Skip' }).click();
  await expect(card).toBeHidden();
  await expect.poll(() => hasCompletedTour(page.request, account)).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Teams', level: 1 })).toBeVisible();
  await gotoAndWaitForPreferences(page, '/profile');
  await expect(tourCard(page)).toHaveCount(0);
});

test('is not shown on /privacy or /terms, and appears once the user moves on to another page', async ({ page }) => {
  await storeSession(page, 'user', 'Pat Privacy');
  let asked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/me') asked = true;
  });
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing is even asked on these pages, so there is nothing to wait for.
  expect(asked).toBe(false);
  await expect(tourCard(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(tourCard(page)).toBeVisible();
});

test('is not shown right after signing in with a password just reset', async ({ page }) => {
  const account = await createAccount(page.request, 'user', 'Reese Reset');
  const forgot = await page.request.post('/api/auth/forgot-password', { data: { email: account.user.email } });
  expect(forgot.ok(), `forgot-password answered ${forgot.status()}`).toBe(true);
  let link = '';
  await expect
    .poll(async () => {
      const rows = await queryE2eDatabase<{ text: string }>(
        `SELECT text FROM email_outbox WHERE "to" = $1 AND template = 'reset' ORDER BY created_at DESC LIMIT 1`,
        [account.user.email],
      );
      link = rows[0]?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  await page.goto(link);
  const newPassword = 'Comeback2025';
  await page.getByRole('textbox', { name: /^New password/ }).fill(newPassword);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('link', { name: 'Sign In Now' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.user.email);
  await form.getByLabel(/^Password/).fill(newPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/draft$/);
  let asked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/me') asked = true;
  });
  // A fresh load in the same tab (the flag lives in its session storage): the tour would load the
  // preferences as the app mounts, alongside the team list.
  const teamsLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/teams');
  await page.goto('/my-teams');
  await expect(page.getByRole('heading', { name: 'My Teams', level: 1 })).toBeVisible();
  await teamsLoaded;
  expect(asked, 'the tour asked for preferences in the tab where the password was reset').toBe(false);
  await expect(tourCard(page)).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(await hasCompletedTour(page.request, { ...account, token: token ?? '' })).toBe(false);

  // Held back in this tab only: the tour is still to do, and another tab shows it.
  const other = await page.context().newPage();
  await other.goto('/my-teams');
  await expect(tourCard(other)).toBeVisible();
});
