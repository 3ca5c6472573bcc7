import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';

// The main process picks a free port and a fresh database name once; workers inherit them.
process.env['E2E_PORT'] ??= execFileSync(process.execPath, [
  '-e',
  'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})',
])
  .toString()
  .trim();
process.env['E2E_DATABASE'] ??= `draftmode_e2e_${process.pid}_${Date.now()}`;
// localhost, not 127.0.0.1: WebAuthn refuses IP addresses as relying-party ids.
const baseURL = `http://localhost:${process.env['E2E_PORT']}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env['CI'] ? 2 : undefined,
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  // A test that opens the draft screen and runs axe takes 13 s alone and over 30 s beside the other browser (CI, two cores).
  timeout: 60_000,
  // A first render after navigation took over 7 s in CI: two browsers and the app share two cores.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /advice\.spec\.ts/, use: chromium },
    // The advice test drafts a whole 12-team draft in the browser; beside it, the other browser's first renders took over 15 s
    // and its tests timed out. It runs last, alone.
    { name: 'chromium-alone', testMatch: /advice\.spec\.ts/, dependencies: ['chromium'], use: chromium },
  ],
  webServer: {
    command: 'node ../infra/scripts/start-e2e-server.mjs',
    url: `http://127.0.0.1:${process.env['E2E_PORT']}/health/ready`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
