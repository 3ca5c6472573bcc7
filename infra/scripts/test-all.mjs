// `npm test`: lint, typecheck, unit, integration, deployment and end-to-end tests of every project,
// then one line "N passed, N failed" that adds up every Jest and Playwright suite.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reports = join(root, 'reports');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

rmSync(reports, { recursive: true, force: true });
const started = Date.now();

const steps = [
  ['format check (Prettier)', ['prettier', '--check', '.']],
  [
    'lint, typecheck, unit and integration tests',
    ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2', '--output-style=stream'],
  ],
  // Two backend replicas behind the repository's nginx.conf, as docker-compose.yml runs them (npm run test:deploy).
  ['deployment test: two replicas behind nginx', ['nx', 'run', '@draftmode/deploy:test-deploy', '--output-style=stream']],
  ['end-to-end tests in Chromium', ['nx', 'run', '@draftmode/frontend:e2e', '--output-style=stream']],
];

const failedSteps = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('npx', args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    const failure = `${name} (exit ${result.status ?? result.signal})`;
    failedSteps.push(failure);
    console.error(`=== FAILED: ${failure} ===`);
  }
}

const totals = { passed: 0, failed: 0 };
const failedSuites = [];
if (existsSync(reports)) {
  for (const file of readdirSync(reports).filter((name) => name.startsWith('jest-') && name.endsWith('.json'))) {
    const counts = JSON.parse(readFileSync(join(reports, file), 'utf8'));
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    failedSuites.push(...(counts.failedSuites ?? []));
  }
  const playwrightReport = join(reports, 'playwright.json');
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
  }
}
// A step that failed before its tests could report (lint, typecheck, a crash) still counts.
if (failedSteps.length > 0 && totals.failed === 0) totals.failed = failedSteps.length;
// What failed, repeated last: a CI log is often read from its end.
for (const step of failedSteps) console.log(`\nfailed step: ${step}`);
for (const suite of failedSuites)
  console.log(
    `failed suite: ${suite.path}${suite.tests.length > 0 ? `: ${suite.tests.join('; ')}` : ''}\n  ${suite.error.split('\n').slice(0, 8).join('\n  ')}`,
  );
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)}s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
