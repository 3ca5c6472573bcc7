import { test, expect, type Page } from '@playwright/test';

const LAST_UPDATED = 'Last updated August 29, 2025';

const PRIVACY_SECTIONS = [
  '1. Information we collect',
  '2. How we use your information',
  '3. AI chat',
  '4. Third-party data sources',
  '5. How we share information',
  '6. Cookies and local storage',
  '7. Data retention and deletion',
  '8. Security',
  '9. Your rights and choices',
  '10. Children and age requirements',
  '11. International data transfers',
  '12. Changes to this policy',
  '13. Contact us',
];

const TERMS_SECTIONS = [
  '1. Acceptance of these Terms',
  '2. Eligibility and accounts',
  '3. The service',
  '4. Entertainment only: no gambling, no affiliation',
  '5. Acceptable use',
  '6. Your content and the AI chat',
  '7. Third-party services and data',
  '8. Intellectual property',
  '9. Disclaimers and limitation of liability',
  '10. Termination',
  '11. Changes, governing law and contact',
];

/** Nothing may be wider than a 360px phone screen. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Privacy Policy (/privacy)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/privacy');
  });

  test('has the title, date and exactly 13 numbered sections', async ({ page }) => {
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main.getByText(LAST_UPDATED, { exact: true })).toBeVisible();

    await expect(page.locator('main section')).toHaveCount(13);
    await expect(page.locator('main section h2')).toHaveText(PRIVACY_SECTIONS);
    // Each section is a landmark named by its heading.
    await expect(main.getByRole('region', { name: '3. AI chat' })).toContainText('OpenAI');
  });

  test('covers the facts users need', async ({ page }) => {
    const main = page.locator('main');
    for (const key of ['token', 'user', 'draftmode-ui-theme', 'draftmode-welcome-dismissed']) {
      await expect(main.getByRole('region', { name: '6. Cookies and local storage' }).getByText(key, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('region', { name: '8. Security' })).toContainText('argon2id');
    await expect(main.getByRole('region', { name: '8. Security' })).toContainText('expires after 1 hour');
    await expect(main.getByRole('region', { name: '7. Data retention and deletion' })).toContainText('within 30 days');
    await expect(main.getByRole('region', { name: '10. Children and age requirements' })).toContainText('at least 18');
    await expect(main.getByRole('link', { name: 'privacy@draftmode.app' }).last()).toHaveAttribute('href', 'mailto:privacy@draftmode.app');
  });

  test('the table of contents links to every section', async ({ page }) => {
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveCount(13);

    await contents.getByRole('link', { name: 'Security', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy#security$/);
    await expect(page.getByRole('heading', { level: 2, name: '8. Security' })).toBeInViewport();
  });

  test('links to the Terms of Service', async ({ page }) => {
    await page.locator('main').getByRole('link', { name: 'Terms of Service' }).first().click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  });

  test('fits a 360px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.locator('main section')).toHaveCount(13);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('Terms of Service (/terms)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/terms');
  });

  test('has the title, date and exactly 11 numbered sections', async ({ page }) => {
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(main.getByText(LAST_UPDATED, { exact: true })).toBeVisible();

    await expect(page.locator('main section')).toHaveCount(11);
    await expect(page.locator('main section h2')).toHaveText(TERMS_SECTIONS);
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(11);
  });

  test('states entertainment only, no affiliation and that AI answers may be wrong', async ({ page }) => {
    const main = page.locator('main');
    const entertainment = main.getByRole('region', { name: '4. Entertainment only: no gambling, no affiliation' });
    await expect(entertainment).toContainText('DraftMode is for entertainment only.');
    await expect(entertainment).toContainText('not affiliated with');
    await expect(main.getByRole('region', { name: '6. Your content and the AI chat' })).toContainText('AI answers may be wrong');
    await expect(main.getByRole('link', { name: 'legal@draftmode.app' }).last()).toHaveAttribute('href', 'mailto:legal@draftmode.app');
  });

  test('links to the Privacy Policy', async ({ page }) => {
    const privacyLink = page.locator('main').getByRole('link', { name: 'Privacy Policy' }).first();
    await expect(privacyLink).toHaveAttribute('href', '/privacy');
    await privacyLink.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('fits a 360px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.locator('main section')).toHaveCount(11);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('Legal (/legal)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/legal');
  });

  test('lists the four data sources', async ({ page }) => {
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Legal');
    await expect(main.getByRole('list', { name: 'Data sources' }).getByRole('listitem')).toHaveText([
      /^A public fantasy platform API: Sleeper.s public API/,
      /^A second fantasy platform API, used only through your own OAuth authorization/,
      /^Open play-by-play datasets/,
      /^Public injury reports and depth charts/,
    ]);
  });

  test('states the disclaimer', async ({ page }) => {
    const disclaimer = page.getByRole('region', { name: 'Disclaimer' });
    await expect(disclaimer).toContainText(
      'DraftMode is not affiliated with, endorsed by or sponsored by the National Football League (NFL), its teams or any fantasy platform',
    );
    await expect(disclaimer).toContainText('belong to their respective owners');
    await expect(disclaimer.getByText('Entertainment only.', { exact: true })).toBeVisible();
  });

  test('links to the Terms of Service and the Privacy Policy', async ({ page }) => {
    const policies = page.getByRole('region', { name: 'Terms and privacy' });
    await expect(policies.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(policies.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  test('fits a 360px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Legal');
    await expectNoHorizontalOverflow(page);
  });
});
