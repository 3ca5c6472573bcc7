import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Runs the built server (the test target builds it first) the way `npm start` does.
const main = join(__dirname, '..', 'dist', 'src', 'main.js');
const baseEnv = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp' };

function adminCreate(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [join(__dirname, '..', 'dist', 'src', 'cli', 'admin-create.js'), ...args], {
    env: { ...baseEnv, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

function startAndWait(env: Record<string, string>) {
  return spawnSync(process.execPath, [main], { env: { ...baseEnv, ...env }, encoding: 'utf8', timeout: 20_000 });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('starting the server', () => {
  it('stops with one clear line naming a bad setting', () => {
    const result = startAndWait({ PORT: 'not-a-port' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number (got "not-a-port").');
  });

  it('stops with one clear line for a bad database URL', () => {
    const result = startAndWait({ DATABASE_URL: 'http://nope' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "http://nope").',
    ]);
  });

  it('stops with one clear line naming a player pool file it cannot use, before starting a database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'draftmode-bad-pool-'));
    const file = join(dataDir, 'player-pool.json');
    try {
      writeFileSync(file, '{"season": 2023, "players": [');
      const notJson = startAndWait({ DATA_DIR: dataDir });
      expect(notJson.status).toBe(1);
      expect(notJson.stderr.trim().split('\n')).toEqual([
        `Cannot use the player pool file ${file}: it is not JSON (Unexpected end of JSON input). Write it again with npm run players:sync, or remove it to use the bundled pool.`,
      ]);

      writeFileSync(file, JSON.stringify({ season: 2023, snapshotDate: '2023-08-30', source: 'test', players: [{ id: 'x', name: 'Josh Allen' }] }));
      const notAPool = startAndWait({ DATA_DIR: dataDir });
      expect(notAPool.status).toBe(1);
      expect(notAPool.stderr.trim().split('\n')).toHaveLength(1);
      expect(notAPool.stderr).toMatch(new RegExp(`^Cannot use the player pool file ${file.replace(/[.]/g, '\\.')}: it is not a player pool: players\\.0\\.position: `));
      // Nothing else started: no embedded PostgreSQL was initialised under DATA_DIR.
      expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('without DATABASE_URL runs its own PostgreSQL under DATA_DIR, and stops it on exit', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'draftmode-embedded-'));
    chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user, who must reach it
    const port = await freePort();
    const server = spawn(process.execPath, [main], { env: { ...baseEnv, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitFor(() => output.includes(`DraftMode is running at http://localhost:${port}`), 90_000);
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { checks: { database: { status: string } } }).checks.database.status).toBe('up');
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

      // The first start created a demo user and an admin and printed their passwords once.
      await waitFor(() => /admin@draftmode\.local\s+password: \S+/.test(output), 10_000);
      const passwordOf = (email: string) => new RegExp(`${email.replace(/\./g, '\\.')}\\s+password: (\\S+)`).exec(output)?.[1] ?? '';
      for (const [email, role] of [['demo@draftmode.local', 'user'], ['admin@draftmode.local', 'admin']] as const) {
        const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: passwordOf(email) }),
        });
        expect(login.status).toBe(200);
        expect(((await login.json()) as { user: { role: string } }).user.role).toBe(role);
      }
      expect(output).toContain('Demo Manager');
      expect(output).toContain('DraftMode Admin');

      // admin:create will not open the data directory while the app runs...
      const refused = adminCreate(['demo@draftmode.local'], { DATA_DIR: dataDir });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("DraftMode's embedded PostgreSQL is running");

      server.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
      expect(code).toBe(0);
      expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

      // ...and once it has stopped, starts the embedded PostgreSQL itself and stops it again.
      const promoted = adminCreate(['demo@draftmode.local'], { DATA_DIR: dataDir });
      expect(promoted.stdout.trim()).toBe('demo@draftmode.local is now an admin.');
      expect(promoted.status).toBe(0);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the server to start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
