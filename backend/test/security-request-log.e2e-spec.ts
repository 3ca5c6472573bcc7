import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// The built server (the test target builds it first), logging at info as it would in production.
const main = join(__dirname, '..', 'dist', 'src', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Issue 13 item 13: watch tokens and reset tokens are secrets in URLs; the request log (one JSON
 * line per request) must not keep them, in the path, the query or the Referer.
 */
describe('the request log', () => {
  let database: TestDatabase;
  let server: ChildProcess;
  let output = '';
  let base: string;
  let frontendDist: string;

  beforeAll(async () => {
    frontendDist = mkdtempSync(join(tmpdir(), 'draftmode-dist-'));
    writeFileSync(join(frontendDist, 'index.html'), '<!doctype html><title>DraftMode SPA</title>');
    database = await createTestDatabase('request_log');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [main], {
      env: {
        PATH: process.env['PATH'] ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        LOG_LEVEL: 'info',
        FRONTEND_DIST: frontendDist,
        JWT_SECRET: 'request-log-secret-0123456789abcdef',
      },
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${base}/health/live`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    rmSync(frontendDist, { recursive: true, force: true });
  });

  it('keeps no watch or reset token from paths, query strings or the Referer', async () => {
    const watchToken = 'watchSecretToken1234567890abcdef';
    const resetToken = 'resetSecretToken1234567890abcdef';
    await fetch(`${base}/api/watch/${watchToken}`, { headers: { Referer: `${base}/watch/${watchToken}` } });
    await fetch(`${base}/api/auth/reset-password?token=${resetToken}`, {
      method: 'POST',
      headers: { Referer: `${base}/reset-password?token=${resetToken}` },
    });
    // The single-page app's own routes carry the same tokens.
    await fetch(`${base}/watch/${watchToken}`);
    await fetch(`${base}/reset-password?token=${resetToken}`);
    const logged = () => output.split('\n').filter((line) => line.includes('"req":'));
    const deadline = Date.now() + 10_000;
    while (logged().length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    const requests = logged().map((line) => (JSON.parse(line) as { req: { url: string; headers: { referer?: string } } }).req);
    expect(requests.map((req) => [req.url, req.headers.referer])).toEqual(
      expect.arrayContaining([
        ['/api/watch/[redacted]', `${base}/watch/[redacted]`],
        ['/api/auth/reset-password?token=[redacted]', `${base}/reset-password?token=[redacted]`],
      ]),
    );
    expect(output).not.toContain(watchToken);
    expect(output).not.toContain(resetToken);
  });
});
