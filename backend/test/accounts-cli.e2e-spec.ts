import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { bearer, signUp, uniqueEmail } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

// The built CLI (the test target builds first), run the way `npm run admin:create -- <email>` runs it.
const cli = join(__dirname, '..', 'dist', 'src', 'cli', 'admin-create.js');
const baseEnv = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp' };
const adminCreate = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [cli, ...args], { env: { ...baseEnv, ...env }, encoding: 'utf8', timeout: 30_000 });

describe('admin:create', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('admin_cli');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('makes an existing user an admin through DATABASE_URL; their session sees it at once', async () => {
    const account = await signUp(testApp.app);
    const http = () => request(testApp.app.getHttpServer());
    await http().get('/api/email-test/outbox').set(bearer(account.token)).expect(403);

    const result = adminCreate([account.email.toUpperCase()], { DATABASE_URL: testApp.database.url });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(`${account.email.toUpperCase()} is now an admin.`);
    expect(result.status).toBe(0);
    expect((await http().get('/api/users/me').set(bearer(account.token)).expect(200)).body.role).toBe('admin');
    await http().get('/api/email-test/outbox').set(bearer(account.token)).expect(200);

    const again = adminCreate([account.email], { DATABASE_URL: testApp.database.url });
    expect(again.stdout.trim()).toBe(`${account.email} is already an admin.`);
    expect(again.status).toBe(0);
  });

  it('says clearly when there is no such user, or no email was given', () => {
    const email = uniqueEmail('ghost');
    const missing = adminCreate([email], { DATABASE_URL: testApp.database.url });
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe(`No account uses ${email}. Sign up with that email first, then run this again.`);

    const usage = adminCreate([], { DATABASE_URL: testApp.database.url });
    expect(usage.status).toBe(1);
    expect(usage.stderr.trim()).toBe('Usage: npm run admin:create -- <email>');
  });

  describe('in embedded mode (no DATABASE_URL)', () => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'draftmode-cli-'));
    });
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    // Refusing while the app's PostgreSQL runs needs a real app: see startup.e2e-spec.ts. A live
    // pid in postmaster.pid alone no longer counts, since after a reboot it is often another program.

    it('explains when there is no database yet', () => {
      const result = adminCreate(['sam@example.com'], { DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `There is no DraftMode database in ${join(dataDir, 'postgres')} yet. Start the app once (npm start) and sign up first.`,
      );
    });
  });
});
