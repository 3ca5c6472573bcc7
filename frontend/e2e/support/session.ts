import type { APIRequestContext, Page } from '@playwright/test';
import pg from 'pg';

export interface StoredUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}

export interface Account {
  user: StoredUser;
  token: string;
  password: string;
}

export const PASSWORD = 'Draftday2025';

/** A unique address per call, so tests running in parallel never share an account. */
export function uniqueEmail(label = 'manager'): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The e2e run's own database (created by infra/scripts/start-e2e-server.mjs). */
export async function queryE2eDatabase<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const url = new URL(process.env['E2E_ADMIN_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env['E2E_DATABASE']}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Signs up a real account through the API; an admin is promoted in the database, as `npm run admin:create` does. */
export async function createAccount(request: APIRequestContext, role: 'user' | 'admin' = 'user', name = 'Jordan Member'): Promise<Account> {
  const email = uniqueEmail(role);
  const signup = await request.post('/api/auth/signup', { data: { name, email, password: PASSWORD } });
  if (!signup.ok()) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  if (role === 'admin') await queryE2eDatabase("UPDATE users SET role = 'admin' WHERE email = $1", [email]);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const body = (await login.json()) as { user: StoredUser; token: string };
  return { user: body.user, token: body.token, password: PASSWORD };
}

/**
 * Signs a real account in the way the app does (token and user in local storage) before the page
 * loads. Only on the first document load, so a later sign-out sticks across reloads.
 */
export async function storeSession(page: Page, role: 'user' | 'admin' = 'user', name?: string): Promise<Account> {
  const account = await createAccount(page.request, role, name ?? (role === 'admin' ? 'Alex Admin' : 'Jordan Member'));
  await page.addInitScript(
    ({ token, user }) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: account.token, user: account.user },
  );
  return account;
}

/** The page's document is no wider than its viewport (no sideways scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
