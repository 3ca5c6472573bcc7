import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { baseEnv, freePort, startServer } from './support/server-process';
import { createTestDatabase } from './support/test-database';
import { TEST_JWT_SECRET } from './support/test-app';

// Runs the built server the way `npm start` does; the test target builds it and the frontend first.
const repo = join(__dirname, '..', '..');
const main = join(repo, 'backend', 'dist', 'src', 'main.js');

/**
 * Runs a node script to its exit without blocking this process: a blocking spawnSync kept the test's
 * own keep-alive connections from noticing the server close them, and the next fetch failed.
 */
function runToExit(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { env: { ...baseEnv, ...env }, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

function adminCreate(args: string[], env: Record<string, string>) {
  return runToExit([join(__dirname, '..', 'dist', 'src', 'cli', 'admin-create.js'), ...args], env);
}

function startAndWait(env: Record<string, string>) {
  return runToExit([main], env);
}

/** A folder only its owner may enter, as `mktemp -d` makes them and as root's home is. */
function privateFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  return folder;
}

/** The postmaster.pid's server, if one is alive. */
function runningPostmaster(databaseDir: string): number | undefined {
  const file = join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

describe('starting the server', () => {
  it('stops with one clear line naming a bad setting', async () => {
    const result = await startAndWait({ PORT: 'not-a-port' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number (got "not-a-port").');
  });

  it('stops with one clear line for a bad database URL', async () => {
    const result = await startAndWait({ DATABASE_URL: 'http://nope' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "http://nope").',
    ]);
  });

  it('stops with one clear line naming a player pool file it cannot use, before starting a database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'draftmode-bad-pool-'));
    const file = join(dataDir, 'player-pool.json');
    try {
      writeFileSync(file, '{"season": 2023, "players": [');
      const notJson = await startAndWait({ DATA_DIR: dataDir });
      expect(notJson.status).toBe(1);
      expect(notJson.stderr.trim().split('\n')).toEqual([
        `Cannot use the player pool file ${file}: it is not JSON (Unexpected end of JSON input). Write it again with npm run players:sync, or remove it to use the bundled pool.`,
      ]);

      writeFileSync(
        file,
        JSON.stringify({ season: 2023, snapshotDate: '2023-08-30', source: 'test', players: [{ id: 'x', name: 'Josh Allen' }] }),
      );
      const notAPool = await startAndWait({ DATA_DIR: dataDir });
      expect(notAPool.status).toBe(1);
      expect(notAPool.stderr.trim().split('\n')).toHaveLength(1);
      expect(notAPool.stderr).toMatch(
        new RegExp(`^Cannot use the player pool file ${file.replace(/[.]/g, '\\.')}: it is not a player pool: players\\.0\\.position: `),
      );
      // Nothing else started: no embedded PostgreSQL was initialised under DATA_DIR.
      expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with one clear line when its port is taken', async () => {
    const database = await createTestDatabase('startup_port');
    const taken: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '0.0.0.0', () => resolve((taken.address() as { port: number }).port)),
    );
    try {
      const server = startServer(main, { PORT: String(port), DATABASE_URL: database.url, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'warn' });
      expect(await server.exited).toBe(1);
      const stderr = server.output().slice(server.stdout().length);
      expect(stderr.trim().split('\n')).toEqual([
        `Port ${port} is already in use. Stop the program that uses it, or set PORT to another port.`,
      ]);
    } finally {
      taken.close();
      await database.drop();
    }
  });

  it('without DATABASE_URL runs its own PostgreSQL under a DATA_DIR in a private folder, and stops it on exit', async () => {
    const dataDir = join(privateFolder('draftmode-embedded-'), 'data');
    const port = await freePort();
    const server = startServer(main, { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      await server.waitForOutput(new RegExp(`DraftMode is running at http://localhost:${port}`));
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { checks: { database: { status: string } } }).checks.database.status).toBe('up');
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

      // The first start created a demo user and an admin and printed their passwords once.
      const output = server.output();
      const passwordOf = (email: string) => new RegExp(`${email.replace(/\./g, '\\.')}\\s+password: (\\S+)`).exec(output)?.[1] ?? '';
      for (const [email, role] of [
        ['demo@draftmode.local', 'user'],
        ['admin@draftmode.local', 'admin'],
      ] as const) {
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

      // A second app on the same data directory is refused in one line, and leaves the first alone...
      const second = await startAndWait({ PORT: '0', DATA_DIR: dataDir });
      expect(second.status).toBe(1);
      expect(second.stderr.trim()).toBe(
        `DraftMode is already running with DATA_DIR ${dataDir} (process ${server.child.pid}). Stop it first, or set DATA_DIR to another folder.`,
      );
      expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(200);

      // ...and so is admin:create while the app runs.
      const refused = await adminCreate(['demo@draftmode.local'], { DATA_DIR: dataDir });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("DraftMode's embedded PostgreSQL is running");

      expect(await server.stop('SIGTERM')).toBe(0);
      expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

      // Once it has stopped, admin:create starts the embedded PostgreSQL itself and stops it again.
      const promoted = await adminCreate(['demo@draftmode.local'], { DATA_DIR: dataDir });
      expect(promoted.stdout.trim()).toBe('demo@draftmode.local is now an admin.');
      expect(promoted.status).toBe(0);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      await server.stop('SIGKILL');
      rmSync(dirname(dataDir), { recursive: true, force: true });
    }
  }, 150_000);

  it("runs from a checkout inside a private folder (as root: root's home, mktemp -d) and comes back after kill -9", async () => {
    const folder = privateFolder('draftmode-checkout-');
    const checkout = join(folder, 'draftmode');
    // The built checkout, hard-linked where possible: what `npm install && npm run build` leaves.
    for (const part of ['package.json', 'node_modules', 'backend', 'libs', join('frontend', 'dist')]) {
      mkdirSync(dirname(join(checkout, part)), { recursive: true });
      const linked = spawnSync('cp', ['-al', join(repo, part), join(checkout, part)]);
      if (linked.status !== 0) expect(spawnSync('cp', ['-a', join(repo, part), join(checkout, part)]).status).toBe(0);
    }
    const checkoutMain = join(checkout, 'backend', 'dist', 'src', 'main.js');
    const databaseDir = join(checkout, '.data', 'postgres');
    const port = await freePort();
    let server = startServer(checkoutMain, { PORT: String(port) }, checkout);
    try {
      await server.waitForOutput(/DraftMode is running at/);
      const startup = server.stdout();
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');

      // The console at info: no route-mapping chatter, and the accounts then the address come last.
      const lines = startup.trim().split('\n');
      expect(startup).not.toMatch(/Mapped \{|RouterExplorer|InstanceLoader/);
      expect(lines.length).toBeLessThan(20);
      expect(lines.at(-1)).toContain(`DraftMode is running at http://localhost:${port}`);
      expect(lines.at(-3)).toMatch(/^Make another account an admin with/);

      // kill -9 leaves the embedded PostgreSQL running, orphaned, on the data directory...
      await server.stop('SIGKILL');
      const orphan = runningPostmaster(databaseDir);
      expect(orphan).toBeDefined();

      // ...and the next `npm start` stops it and starts.
      server = startServer(checkoutMain, { PORT: String(port) }, checkout);
      await server.waitForOutput(/DraftMode is running at/);
      expect(server.output()).toContain(
        `Stopping the PostgreSQL server (pid ${orphan}) that an earlier DraftMode left running in ${databaseDir}`,
      );
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);

      expect(await server.stop('SIGTERM')).toBe(0);
      expect(runningPostmaster(databaseDir)).toBeUndefined();
    } finally {
      await server.stop('SIGKILL');
      const left = runningPostmaster(databaseDir);
      if (left !== undefined) process.kill(left, 'SIGQUIT');
      rmSync(folder, { recursive: true, force: true });
    }
  }, 150_000);
});
