import { expect, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { PASSWORD, uniqueEmail } from './session';

export interface ExtraBackend {
  /** e.g. http://localhost:41234 (localhost, not 127.0.0.1: WebAuthn and the app's links expect it). */
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A second DraftMode server (the same built app as the suite's, on its own port and fresh
 * database) started with extra settings the suite's server does not have, e.g. OPENAI_* or
 * SLEEPER_* pointed at a local fake of that service.
 */
export async function startExtraBackend(label: string, settings: Record<string, string>): Promise<ExtraBackend> {
  const port = await freePort();
  const backend = spawn(process.execPath, [fileURLToPath(new URL('../../../infra/scripts/start-e2e-server.mjs', import.meta.url))], {
    stdio: 'ignore',
    env: { ...process.env, ...settings, E2E_PORT: String(port), E2E_DATABASE: `draftmode_e2e_${label}_${process.pid}_${Date.now()}` },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || backend.exitCode !== null) throw new Error(`the ${label} server did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl: `http://localhost:${port}`,
    stop: async () => {
      if (backend.exitCode !== null) return;
      backend.kill('SIGTERM');
      await new Promise((resolve) => backend.once('exit', resolve));
    },
  };
}

/**
 * Signs a new account up on an extra backend, with the tour done and one team, and signs the page
 * in as the app does (token and user in local storage) before it loads.
 */
export async function signInWithTeam(
  page: Page,
  baseUrl: string,
  account: { name: string; label: string },
  team: { name: string; draftPosition: number },
): Promise<void> {
  const signup = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { name: account.name, email: uniqueEmail(account.label), password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const { token, user } = (await signup.json()) as { token: string; user: Record<string, unknown> };
  const auth = { Authorization: `Bearer ${token}` };
  expect((await page.request.post(`${baseUrl}/api/users/me/preferences/complete-tour`, { headers: auth })).ok()).toBe(true);
  const created = await page.request.post(`${baseUrl}/api/teams`, {
    headers: auth,
    data: { ...team, scoringFormat: 'PPR', leagueSize: 12, commandId: crypto.randomUUID() },
  });
  expect(created.status()).toBe(201);
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token, user },
  );
}
