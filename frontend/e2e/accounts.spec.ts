import { expect, test, type Page } from '@playwright/test';
import { createAccount, PASSWORD, queryE2eDatabase, uniqueEmail } from './support/session';

/** The reset link in the newest password-reset email to `email`, or '' before it is sent. */
async function resetLinkFor(email: string): Promise<string> {
  const rows = await queryE2eDatabase<{ text: string }>(
    `SELECT text FROM email_outbox WHERE "to" = $1 AND template = 'reset' ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  return rows[0]?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0] ?? '';
}

async function signUpThroughTheForm(page: Page, name: string, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

async function signInThroughTheForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('sign up, sign out and sign in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  await signUpThroughTheForm(page, 'Riley Rookie', email);
  await expect(page).toHaveURL(/\/draft$/);
  await expect(page.getByText('Hi, Riley Rookie')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await signInThroughTheForm(page, email, 'Wrong-password1');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInThroughTheForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/draft$/);
  await expect(page.getByText('Hi, Riley Rookie')).toBeVisible();
});

test('the sign-up form shows the shared validation messages', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name').fill('R');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel(/^Password/).fill('short');
  await form.getByLabel('Confirm password').fill('other');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('forgot password, reset from the emailed link, then sign in', async ({ page }) => {
  const account = await createAccount(page.request, 'user', 'Forgetful Fran');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('form', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill(account.user.email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email sent!')).toBeVisible();
  await expect(page.getByText("We've sent password reset instructions to your email address.")).toBeVisible();

  // The app has no SMTP server here, so the reset email lands in the outbox table.
  let link = '';
  await expect.poll(async () => (link = await resetLinkFor(account.user.email))).not.toBe('');

  await page.goto(link);
  const newPassword = 'Comeback2025';
  await page.getByRole('textbox', { name: /^New password/ }).fill(newPassword);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Complete')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In Now' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughTheForm(page, account.user.email, newPassword);
  await expect(page).toHaveURL(/\/draft$/);

  // The link is single use, and opening it again says so at once, without a form to fill in first.
  await page.goto(link);
  const notWorking = page.getByRole('alert').filter({ hasText: 'This reset link does not work' });
  await expect(notWorking).toContainText('This reset link is invalid or has expired. Request a new one.');
  await expect(page.getByRole('textbox', { name: /^New password/ })).toHaveCount(0);
  await expect(notWorking.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/auth');
});

test('a live token in the /auth URL switches to reset mode', async ({ page }) => {
  // The page checks the token as it opens (a dead one is reset-link-check.spec.ts): this one is real.
  const account = await createAccount(page.request, 'user', 'Linked Lee');
  expect((await page.request.post('/api/auth/forgot-password', { data: { email: account.user.email } })).status()).toBe(202);
  let link = '';
  await expect.poll(async () => (link = await resetLinkFor(account.user.email))).not.toBe('');
  await page.goto(`/auth?token=${new URL(link).searchParams.get('token')}`);
  await expect(page.getByText('Password reset link detected')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^New password/ })).toBeVisible();
});

test('a 401 from the API clears the session and sends the user to /auth', async ({ page }) => {
  const account = await createAccount(page.request);
  await page.addInitScript(
    ({ token, user }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: account.token, user: account.user },
  );
  // Signing out elsewhere revokes every token issued before.
  const logout = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(logout.status()).toBe(204);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});

test.describe('passkeys', () => {
  // Passkeys are offered on Apple, Android and Windows devices with a platform authenticator.
  test.use({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });

  test('register a passkey after sign-up, then sign in with it', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    const email = uniqueEmail('passkey');
    await signUpThroughTheForm(page, 'Pat Passkey', email);
    await expect(page).toHaveURL(/\/draft$/);
    // Registration after sign-up is silent; the passkey is then listed in Settings.
    await page.goto('/settings');
    await expect(page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/draft$/);
    await expect(page.getByText('Hi, Pat Passkey')).toBeVisible();

    // Deleting it asks first: Cancel keeps it, 'Delete passkey' removes it.
    await page.goto('/settings');
    const passkeys = page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
    await expect(passkeys).toHaveCount(1);
    await passkeys.getByRole('button', { name: /^Delete passkey/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this passkey?' });
    await expect(confirm).toContainText('will no longer sign you in');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(passkeys).toHaveCount(1);
    await passkeys.getByRole('button', { name: /^Delete passkey/ }).click();
    await confirm.getByRole('button', { name: 'Delete passkey' }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
  });
});
