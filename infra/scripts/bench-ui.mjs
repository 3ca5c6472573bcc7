// The draft screen's speed as a user feels it, on the built app (npm run bench:ui builds it first):
// a tap ('Taken' on the board, 'Draft' in the pick grader) until the board or the roster shows it,
// on a desktop CPU and with the CPU slowed 4× (Chrome's CPU throttling, about a mid-range phone),
// and the time /draft takes to show the board at 4×. Ends with one summary line.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const TAPS = Number(process.env.BENCH_UI_TAPS ?? 40);
const LOADS = Number(process.env.BENCH_UI_LOADS ?? 5);
const LEAGUE_SIZE = 8;
const DRAFT_POSITION = 1;
const PASSWORD = 'Draftday2025';

const port = await freePort();
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, [fileURLToPath(new URL('./start-e2e-server.mjs', import.meta.url))], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, E2E_PORT: String(port), E2E_DATABASE: `draftmode_bench_ui_${process.pid}` },
});
const serverExit = new Promise((resolve) => server.once('exit', resolve));
// Ctrl-C stops the app (and drops its database) too.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill('SIGTERM'));

let browser;
try {
  await waitForReady();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
  const account = await signUp();

  const desktop = await tapRun(account, 1);
  report('desktop', desktop);
  const slow = await tapRun(account, 4);
  report('4x CPU', slow);
  const loads = [];
  for (let i = 0; i < LOADS; i++) loads.push(await loadTime(account, 4));
  console.log(`/draft load at 4x CPU (board shown, fresh browser context): ${loads.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(
    `ui: tap p95 ${Math.round(p95(desktop))} ms, ${Math.round(p95(slow))} ms at 4x CPU; /draft load ${(median(loads) / 1000).toFixed(1)} s at 4x CPU`,
  );
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await serverExit;
}

function report(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `tap → screen updated, ${label}: ${samples.length} taps, median ${Math.round(median(samples))} ms, p95 ${Math.round(p95(samples))} ms, max ${Math.round(sorted.at(-1))} ms`,
  );
}

/** Records a draft at the screen: every pick one timed tap, with the CPU slowed `rate` times. */
async function tapRun(account, rate) {
  const team = await createTeam(account, `Bench ${rate}x ${Date.now()}`);
  const context = await signedInContext(account);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/draft?team=${team}`);
  await page.getByRole('list', { name: 'Available players' }).getByRole('listitem').first().waitFor();
  await page.getByTestId('live-status').filter({ hasText: 'Live' }).waitFor();
  const own = ownPicks();
  const samples = [];
  for (let overall = 1; overall <= TAPS; overall++) {
    if (own.has(overall)) {
      // Opening the grader is its own tap; the timed one is 'Draft', until the roster shows him.
      await page.getByRole('list', { name: 'Recommended players' }).getByRole('button').first().click();
      const draft = page.getByRole('dialog', { name: /^Grade pick: / }).getByRole('button', { name: /^Draft / });
      await draft.waitFor();
      samples.push(await page.evaluate(timedTap, { kind: 'draft' }));
    } else {
      samples.push(await page.evaluate(timedTap, { kind: 'taken' }));
    }
    // The next tap starts from a settled screen, as a user's would a moment later.
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-taken-player]').length +
          Number(document.querySelector('[data-testid="roster-count"]')?.textContent?.split('/')[0] ?? 0) ===
        count,
      overall,
    );
  }
  // Every pick reached the server.
  await page.waitForFunction(() => document.querySelector('[data-testid="live-status"]')?.textContent === 'Live');
  await context.close();
  return samples;
}

/**
 * Runs in the page: taps and resolves with the milliseconds until the change is on screen: the DOM
 * shows it and the frame that paints it starts (its requestAnimationFrame callbacks run).
 */
async function timedTap({ kind }) {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let button;
  let done;
  if (kind === 'taken') {
    const row = document.querySelector('[aria-label="Available players"] li');
    const id = row.getAttribute('data-player-id');
    button = row.querySelector('button[aria-label$="taken by another team"]');
    done = () =>
      !document.querySelector(`[aria-label="Available players"] [data-player-id="${id}"]`) &&
      document.querySelector(`[data-taken-player="${id}"]`);
  } else {
    const count = () => document.querySelector('[data-testid="roster-count"]').textContent;
    const before = count();
    button = [...document.querySelectorAll('[role="dialog"] button')].find((candidate) => candidate.textContent.startsWith('Draft '));
    done = () => count() !== before;
  }
  const start = performance.now();
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`the ${kind} tap did not show within 10 s`)), 10_000);
    const observer = new MutationObserver(() => {
      if (done()) {
        observer.disconnect();
        clearTimeout(timeout);
        resolve();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    button.click();
    if (done()) {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    }
  });
  await nextFrame();
  return performance.now() - start;
}

/** Milliseconds from navigation to the board's first row on screen, in a fresh context (empty cache). */
async function loadTime(account, rate) {
  const team = await createTeam(account, `Load ${Date.now()}`);
  const context = await signedInContext(account);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/draft?team=${team}`, { waitUntil: 'commit' });
  await page.getByRole('list', { name: 'Available players' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
  const ms = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
  await context.close();
  return ms;
}

function ownPicks() {
  const picks = new Set();
  for (let round = 1; round <= 15; round++)
    picks.add(round % 2 === 1 ? (round - 1) * LEAGUE_SIZE + DRAFT_POSITION : round * LEAGUE_SIZE - DRAFT_POSITION + 1);
  return picks;
}

async function signedInContext(account) {
  const context = await browser.newContext();
  await context.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('draftmode-welcome-dismissed', 'true');
  }, account);
  return context;
}

async function api(path, body, token) {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

async function signUp() {
  const email = `bench-ui-${Date.now()}@example.com`;
  await api('/auth/signup', { name: 'Bench Drafter', email, password: PASSWORD });
  const { token, user } = await api('/auth/login', { email, password: PASSWORD });
  await api('/users/me/preferences/complete-tour', {}, token);
  return { token, user };
}

async function createTeam(account, name) {
  const created = await api(
    '/teams',
    { name, leagueSize: LEAGUE_SIZE, draftPosition: DRAFT_POSITION, scoringFormat: 'PPR', commandId: crypto.randomUUID() },
    account.token,
  );
  return created.team.team.id;
}

async function waitForReady() {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error('The app stopped before it was ready; build it first (npm run bench:ui does).');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not get ready within a minute.');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function p95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}
