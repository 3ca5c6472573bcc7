// The draft screen's speed as a user feels it, on the built app (npm run bench:ui builds it first):
// three taps from the input to the first frame that shows the change — 'Taken' on the board until
// the board and the taken list show it, a player until the pick grader is open, 'Draft' in the
// grader until the roster shows him — on a desktop CPU and with the CPU slowed 4× (Chrome's CPU
// throttling, about a mid-range phone), and the time /draft takes to show the board at 4×.
//
// `--baseline <git ref>` also builds that ref in a temporary git worktree (reusing this checkout's
// node_modules when the lock file is the same, else `npm ci`) and measures both apps in the same
// run, alternating between them, so the machine's load falls on both alike. Absolute times depend
// on the machine; the ratios are what compare. Ends with one summary line:
// ui: tap p95 N ms, N ms at 4x CPU; taken/grade/draft p95 at 4x N/N/N ms; /draft load N s at 4x CPU; against <ref>: taps ×R, load ×R
// preceded by each ratio's 90% bootstrap interval, so a bar inside the run's own noise shows as such.
//
// `--ref <git ref>` measures that ref's build in a worktree instead of this checkout (which may hold
// uncommitted work): `node infra/scripts/bench-ui.mjs --ref HEAD --baseline <ref>` compares two commits.
//
// BENCH_UI_REPS (5) runs of BENCH_UI_TAPS (40) picks per app and CPU rate (25 grade and draft taps,
// 175 taken taps each), BENCH_UI_LOADS (5) loads. BENCH_UI_REPS=0 measures the loads alone.
import { chromium } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPS = Number(process.env.BENCH_UI_REPS ?? 5);
const TAPS = Number(process.env.BENCH_UI_TAPS ?? 40);
const LOADS = Number(process.env.BENCH_UI_LOADS ?? 5);
const LEAGUE_SIZE = 8;
const DRAFT_POSITION = 1;
const PASSWORD = 'Draftday2025';
const KINDS = ['taken', 'grade', 'draft'];

const root = fileURLToPath(new URL('../..', import.meta.url));
const baselineRef = argument('--baseline');
const currentRef = argument('--ref');

const apps = [];
const servers = [];
const worktrees = [];
let browser;
// Ctrl-C stops the apps (and drops their databases); the worktrees are removed on the way out.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const server of servers) server.process.kill('SIGTERM');
  });

try {
  // The app measured (this checkout, or --ref's build), then the baseline when there is one.
  apps.push(currentRef ? { label: currentRef, root: worktreeOf(currentRef) } : { label: 'this checkout', root });
  if (baselineRef) apps.push({ label: baselineRef, root: worktreeOf(baselineRef) });
  for (const [index, app] of apps.entries()) {
    app.server = await startApp(app.root, `draftmode_bench_ui_${process.pid}_${index}`);
    servers.push(app.server);
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
  for (const app of apps) {
    app.account = await signUp(app.server.base);
    app.desktop = { taken: [], grade: [], draft: [] };
    app.slow = { taken: [], grade: [], draft: [] };
    app.loads = [];
  }

  for (let rep = 0; rep < REPS; rep++) {
    // Alternating which app goes first spreads a slow moment of the machine over both.
    for (const app of rep % 2 === 0 ? apps : [...apps].reverse()) {
      merge(app.desktop, await tapRun(app, 1));
      merge(app.slow, await tapRun(app, 4));
    }
    console.log(`run ${rep + 1}/${REPS} done`);
  }
  for (let i = 0; i < LOADS; i++) for (const app of i % 2 === 0 ? apps : [...apps].reverse()) app.loads.push(await loadTime(app, 4));

  for (const app of apps) report(app);
  const [current, baseline] = apps;
  console.log(REPS > 0 ? tapsAndLoadLine(current, baseline) : loadLine(current, baseline));
} finally {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
  for (const worktree of worktrees) removeWorktree(worktree);
}

/** The summary line: the three taps and the load, and against the baseline the worst tap ratio and the load's. */
function tapsAndLoadLine(current, baseline) {
  let line =
    `ui: tap p95 ${ms(p95(all(current.desktop)))} ms, ${ms(p95(all(current.slow)))} ms at 4x CPU; ` +
    `taken/grade/draft p95 at 4x ${KINDS.map((kind) => ms(p95(current.slow[kind]))).join('/')} ms; ` +
    `/draft load ${(median(current.loads) / 1000).toFixed(1)} s at 4x CPU`;
  if (baseline) {
    // The bar is on every tap, so the taps' ratio is the worst of the three.
    const ratios = KINDS.map((kind) => p95(current.slow[kind]) / p95(baseline.slow[kind]));
    console.log(`p95 at 4x against ${baselineRef}: ${KINDS.map((kind, i) => `${kind} ×${ratios[i].toFixed(2)}`).join(', ')}`);
    // How far each ratio moves when the same taps are resampled: a bar inside this interval is not decided by the run.
    const intervals = [
      ...KINDS.map((kind) => `${kind} ${interval(current.slow[kind], baseline.slow[kind], p95)}`),
      `load ${interval(current.loads, baseline.loads, median)}`,
    ];
    console.log(`90% bootstrap intervals of the ratios (p95 for taps, median for the load): ${intervals.join(', ')}`);
    line += `; against ${baselineRef}: taps ×${Math.max(...ratios).toFixed(2)}, load ×${(median(current.loads) / median(baseline.loads)).toFixed(2)}`;
  }
  return line;
}

/**
 * The summary line of a run without taps (BENCH_UI_REPS=0): the load alone, for a build whose
 * screen cannot be tapped through (a scratch build that renders part of the room).
 */
function loadLine(current, baseline) {
  let line = `ui: /draft load ${(median(current.loads) / 1000).toFixed(1)} s at 4x CPU`;
  if (baseline) {
    console.log(`90% bootstrap interval of the load's ratio (median): ${interval(current.loads, baseline.loads, median)}`);
    line += `; against ${baselineRef}: load ×${(median(current.loads) / median(baseline.loads)).toFixed(2)}`;
  }
  return line;
}

function argument(name) {
  const index = process.argv.indexOf(name);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a git ref, e.g. ${name} 5846e59`);
  return value;
}

/** A worktree of `ref` with its frontend and backend built, removed when the run ends. */
function worktreeOf(ref) {
  const dir = prepareWorktree(ref);
  worktrees.push(dir);
  return dir;
}

/** A worktree of `ref` with its frontend and backend built. */
function prepareWorktree(ref) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root })
    .toString()
    .trim();
  const dir = mkdtempSync(join(tmpdir(), 'draftmode-bench-'));
  console.log(`${ref} (${commit.slice(0, 7)}): worktree in ${dir}`);
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'ignore' });
  const lock = (at) => execFileSync('git', ['show', `${at}:package-lock.json`], { cwd: root, maxBuffer: 64 * 1024 * 1024 }).toString();
  if (lock(commit) === readFileSync(join(root, 'package-lock.json'), 'utf8')) linkNodeModules(dir);
  else {
    console.log(`${ref} has another package-lock.json: npm ci`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
  console.log(`building ${ref}`);
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', '@draftmode/frontend', '@draftmode/backend', '--output-style=static-failures-only'],
    {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  return dir;
}

/**
 * A worktree uses this checkout's installed packages: a node_modules of links to them, except the
 * workspace's own packages (@draftmode/*), which link to the worktree's, so it builds and runs its
 * own code. Node resolves a link to its real path, so a link to this checkout's whole
 * node_modules would have resolved @draftmode/* to this checkout.
 */
function linkNodeModules(dir) {
  const source = join(root, 'node_modules');
  const target = join(dir, 'node_modules');
  mkdirSync(join(target, '@draftmode'), { recursive: true });
  for (const entry of readdirSync(source)) {
    if (entry !== '@draftmode') symlinkSync(join(source, entry), join(target, entry));
  }
  for (const entry of readdirSync(join(source, '@draftmode'))) {
    const real = execFileSync('readlink', [join(source, '@draftmode', entry)])
      .toString()
      .trim();
    const inWorktree = join(dir, relative(root, join(source, '@draftmode', real)));
    if (existsSync(inWorktree)) symlinkSync(inWorktree, join(target, '@draftmode', entry));
  }
  // A workspace's own node_modules (packages at another version than the root's).
  for (const workspace of ['frontend', 'backend', 'libs/domain', 'libs/draft-core', 'libs/grading', 'libs/players']) {
    const own = join(root, workspace, 'node_modules');
    if (existsSync(own) && existsSync(join(dir, workspace)) && !existsSync(join(dir, workspace, 'node_modules')))
      symlinkSync(own, join(dir, workspace, 'node_modules'));
  }
}

function removeWorktree(dir) {
  try {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
  }
}

/** Starts the built app of `appRoot` on a free port with a fresh database (dropped when it stops). */
async function startApp(appRoot, database) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(appRoot, 'infra/scripts/start-e2e-server.mjs')], {
    cwd: appRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), E2E_DATABASE: database },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`The app in ${appRoot} stopped before it was ready; build it first (npm run bench:ui does).`);
    if (attempt > 120) throw new Error(`The app in ${appRoot} did not get ready within a minute.`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    process: child,
    base: `http://localhost:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function merge(into, samples) {
  for (const kind of KINDS) into[kind].push(...samples[kind]);
}

function all(byKind) {
  return KINDS.flatMap((kind) => byKind[kind]);
}

function report(app) {
  // A run without taps (BENCH_UI_REPS=0) has only loads to report.
  const tapRuns =
    REPS > 0
      ? [
          ['desktop', app.desktop],
          ['4x CPU', app.slow],
        ]
      : [];
  for (const [label, byKind] of tapRuns) {
    const parts = KINDS.map((kind) => {
      const samples = byKind[kind];
      return `${kind} ${samples.length}: median ${ms(median(samples))}, p95 ${ms(p95(samples))}, max ${ms(Math.max(...samples))}`;
    });
    console.log(`${app.label}, tap → screen updated, ${label} (ms): ${parts.join('; ')}`);
  }
  console.log(
    `${app.label}, /draft load at 4x CPU (board shown, fresh context): ${app.loads.map((load) => `${(load / 1000).toFixed(2)} s`).join(', ')}`,
  );
}

/** Records a draft at the screen, every tap timed, with the CPU slowed `rate` times. */
async function tapRun(app, rate) {
  const { base } = app.server;
  const team = await createTeam(base, app.account, `Bench ${rate}x ${Date.now()}`);
  const context = await signedInContext(app.account);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/draft?team=${team}`);
  const board = page.getByRole('list', { name: 'Available players' });
  await board.getByRole('listitem').first().waitFor();
  await page.getByTestId('live-status').filter({ hasText: 'Live' }).waitFor();
  // The first tap too starts from a settled screen: the recommendations worked out and the page idle
  // (the panels that mount after the first paint, and the chat's code, loaded).
  await page.getByRole('list', { name: 'Recommended players' }).getByRole('button').first().waitFor();
  await idle(page);
  const own = ownPicks();
  const samples = { taken: [], grade: [], draft: [] };
  for (let overall = 1; overall <= TAPS; overall++) {
    if (own.has(overall)) {
      const player = page.getByRole('list', { name: 'Recommended players' }).getByRole('button').first();
      await player.waitFor();
      samples.grade.push(await timed(page, 'grade', player));
      const draft = page.getByRole('dialog', { name: /^Grade pick: / }).getByRole('button', { name: /^Draft / });
      await draft.waitFor();
      samples.draft.push(await timed(page, 'draft', draft));
    } else {
      samples.taken.push(
        await timed(
          page,
          'taken',
          board
            .getByRole('listitem')
            .first()
            .getByRole('button', { name: /taken by another team$/ }),
        ),
      );
    }
    // The next tap starts from a settled screen, as a user's would a moment later.
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-taken-player]').length +
          Number(document.querySelector('[data-testid="roster-count"]')?.textContent?.split('/')[0] ?? 0) ===
          count && !document.querySelector('[role="dialog"]'),
      overall,
    );
    await idle(page);
  }
  // Every pick reached the server.
  await page.waitForFunction(() => document.querySelector('[data-testid="live-status"]')?.textContent === 'Live');
  await context.close();
  return samples;
}

async function timed(page, kind, locator) {
  const button = await locator.elementHandle();
  try {
    return await page.evaluate(timedTap, { kind, button });
  } finally {
    await button.dispose();
  }
}

/**
 * Runs in the page: taps `button` and resolves with the milliseconds until the change is on
 * screen: the DOM shows it and the frame that paints it starts (its requestAnimationFrame callbacks run).
 */
async function timedTap({ kind, button }) {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let done;
  if (kind === 'taken') {
    const id = button.closest('[data-player-id]').getAttribute('data-player-id');
    done = () =>
      !document.querySelector(`[aria-label="Available players"] [data-player-id="${id}"]`) &&
      document.querySelector(`[data-taken-player="${id}"]`);
  } else if (kind === 'grade') {
    done = () => [...document.querySelectorAll('[role="dialog"] button')].some((candidate) => candidate.textContent.startsWith('Draft '));
  } else {
    const count = () => document.querySelector('[data-testid="roster-count"]').textContent;
    const before = count();
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

/**
 * Milliseconds from navigation to the first frame that shows the board's first row, in a fresh
 * context (empty cache). Timed in the page as the taps are (the DOM shows it, then the frame that
 * paints it starts): waiting from outside would add the protocol's round trips and whatever the
 * page does after that frame.
 */
async function loadTime(app, rate) {
  const { base } = app.server;
  const team = await createTeam(base, app.account, `Load ${Date.now()}`);
  const context = await signedInContext(app.account);
  await context.addInitScript(() => {
    const shown = () => document.querySelector('[aria-label="Available players"] li');
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.__boardShownAt = performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/draft?team=${team}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__boardShownAt !== undefined, null, { timeout: 60_000 });
  const loaded = await page.evaluate(() => window.__boardShownAt);
  await context.close();
  return loaded;
}

/**
 * Resolves once the page is idle: the work a tap leaves for after its frame (the draft model, the
 * panels that follow it) is done, so the next tap starts from a settled screen, as a user's would a
 * moment later, and its time is its own.
 */
async function idle(page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
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

async function api(base, path, body, token) {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

async function signUp(base) {
  const email = `bench-ui-${Date.now()}@example.com`;
  await api(base, '/auth/signup', { name: 'Bench Drafter', email, password: PASSWORD });
  const { token, user } = await api(base, '/auth/login', { email, password: PASSWORD });
  await api(base, '/users/me/preferences/complete-tour', {}, token);
  return { token, user };
}

async function createTeam(base, account, name) {
  const created = await api(
    base,
    '/teams',
    { name, leagueSize: LEAGUE_SIZE, draftPosition: DRAFT_POSITION, scoringFormat: 'PPR', commandId: crypto.randomUUID() },
    account.token,
  );
  return created.team.team.id;
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

function ms(value) {
  return Math.round(value);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The 5th-95th percentile range of `statistic(current) / statistic(baseline)` over 2,000 resamples
 * (with replacement) of both sets of samples, as "×low-high". Seeded, so a run prints the same range
 * for the same samples.
 */
function interval(current, baseline, statistic) {
  // mulberry32
  let seed = 20261129;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const resample = (values) => values.map(() => values[Math.floor(random() * values.length)]);
  const ratios = [];
  for (let i = 0; i < 2000; i++) ratios.push(statistic(resample(current)) / statistic(resample(baseline)));
  ratios.sort((a, b) => a - b);
  return `×${ratios[100].toFixed(2)}-${ratios[1899].toFixed(2)}`;
}

function p95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}
