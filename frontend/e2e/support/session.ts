import type { Page } from '@playwright/test';

export interface StoredUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}

export const MEMBER: StoredUser = { id: 'u-member', name: 'Jordan Member', email: 'jordan@example.com', role: 'user' };
export const ADMIN: StoredUser = { id: 'u-admin', name: 'Alex Admin', email: 'alex@example.com', role: 'admin' };

/**
 * Puts a token and user in local storage the way a successful sign-in does, before the app loads.
 * Only runs on the first document load of the page, so a later sign-out sticks across reloads.
 */
export async function storeSession(page: Page, user: StoredUser = MEMBER): Promise<void> {
  await page.addInitScript(
    ({ user }) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem('token', 'e2e-token');
      localStorage.setItem('user', JSON.stringify(user));
    },
    { user },
  );
}

/** The page's document is no wider than its viewport (no sideways scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
