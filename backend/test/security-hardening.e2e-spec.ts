import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@draftmode/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, resetTokenFrom, signUp, TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** Issue 13 item 13: the small hardening items, each checked through the HTTP API. */
describe('hardening of the accounts API and /metrics', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const db = () => testApp.app.get(DataSource);

  beforeAll(async () => {
    testApp = await startTestApp('hardening', { METRICS_TOKEN });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function resetLink(email: string): Promise<string> {
    await http().post('/api/auth/forgot-password').send({ email }).expect(202);
    for (let i = 0; i < 200; i++) {
      const [row] = (await db().query(
        `SELECT text FROM email_outbox WHERE "to" = $1 AND template = 'reset' ORDER BY created_at DESC LIMIT 1`,
        [email],
      )) as { text: string }[];
      if (row) return resetTokenFrom(row.text);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no reset email to ${email}`);
  }

  it('throttles current-password checks per user across change-password, delete-account and reauthenticate', async () => {
    const account = await signUp(testApp.app);
    const wrong = 'Not-my-password1';
    for (let i = 0; i < 5; i++) {
      await http()
        .post('/api/users/me/password')
        .set(bearer(account.token))
        .send({ currentPassword: wrong, newPassword: 'Brand-new-pass1' })
        .expect(400);
    }
    await http().delete('/api/users/me').set(bearer(account.token)).send({ password: wrong }).expect(400);
    const slowed = await http()
      .post('/api/auth/reauthenticate')
      .set(bearer(account.token))
      .send({ password: account.password })
      .expect(429);
    expect(slowed.body.message).toBe(MESSAGES.tooManyAttempts(1));
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    await http().delete('/api/users/me').set(bearer(account.token)).send({ password: account.password }).expect(429);
    await http()
      .post('/api/users/me/password')
      .set(bearer(account.token))
      .send({ currentPassword: account.password, newPassword: 'Brand-new-pass1' })
      .expect(429);
    // Nothing changed, and another user is not affected.
    await http().get('/api/users/me').set(bearer(account.token)).expect(200);
    const other = await signUp(testApp.app);
    await http().post('/api/auth/reauthenticate').set(bearer(other.token)).send({ password: other.password }).expect(200);
  });

  it('refuses passwords longer than 128 characters everywhere without hashing them', async () => {
    const long = `Aa1${'x'.repeat(126)}`;
    expect(long).toHaveLength(129);
    const signup = await http().post('/api/auth/signup').send({ name: 'Long Pass', email: uniqueEmail(), password: long }).expect(400);
    expect(signup.body.fields).toEqual({ password: MESSAGES.passwordTooLong });
    await http()
      .post('/api/auth/signup')
      .send({ name: 'Just Fits', email: uniqueEmail(), password: long.slice(0, 128) })
      .expect(201);
    const account = await signUp(testApp.app);
    expect(
      (
        await http()
          .post('/api/auth/login')
          .send({ email: account.email, password: 'x'.repeat(90_000) })
          .expect(400)
      ).body.fields,
    ).toEqual({
      password: MESSAGES.passwordTooLong,
    });
    expect(
      (
        await http()
          .post('/api/users/me/password')
          .set(bearer(account.token))
          .send({ currentPassword: account.password, newPassword: long })
          .expect(400)
      ).body.fields,
    ).toEqual({ newPassword: MESSAGES.passwordTooLong });
    expect((await http().delete('/api/users/me').set(bearer(account.token)).send({ password: long }).expect(400)).body.fields).toEqual({
      password: MESSAGES.passwordTooLong,
    });
    expect((await http().post('/api/auth/reset-password').send({ token: 'whatever', password: long }).expect(400)).body.fields).toEqual({
      password: MESSAGES.passwordTooLong,
    });
  });

  it('voids a reset link when the password is changed after it was sent', async () => {
    const account = await signUp(testApp.app);
    const token = await resetLink(account.email);
    const changed = await http()
      .post('/api/users/me/password')
      .set(bearer(account.token))
      .send({ currentPassword: account.password, newPassword: 'Changed-later1' })
      .expect(200);
    const stale = await http().post('/api/auth/reset-password').send({ token, password: 'Attacker-pass1' }).expect(400);
    expect(stale.body.message).toBe('This reset link is invalid or has expired. Request a new one.');
    await http().get('/api/users/me').set(bearer(changed.body.token)).expect(200);
  });

  it('answers every auth and account request with Cache-Control: no-store', async () => {
    const email = uniqueEmail();
    const answers = [
      await http().post('/api/auth/signup').send({ name: 'No Store', email, password: TEST_PASSWORD }),
      await http().post('/api/auth/login').send({ email, password: TEST_PASSWORD }),
      await http().post('/api/auth/login').send({ email, password: 'Wrong-password1' }),
    ];
    answers.push(
      await http()
        .get('/api/users/me')
        .set(bearer(answers[1]!.body.token as string)),
    );
    answers.push(await http().get('/api/users/me'));
    expect(answers.map((answer) => answer.status)).toEqual([201, 200, 401, 200, 401]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('sends the same CSP and frame rules from nginx (which serves the pages in Docker) as from the app', async () => {
    const nginx = readFileSync(join(__dirname, '..', '..', 'infra', 'nginx', 'security-headers.conf'), 'utf8');
    const header = (name: string) => new RegExp(`add_header ${name} "([^"]+)" always;`).exec(nginx)?.[1];
    const directives = (policy: string | undefined) =>
      new Set(
        (policy ?? '')
          .split(';')
          .map((directive) => directive.trim())
          .filter(Boolean),
      );

    const app = await http().get('/health/live').expect(200);
    expect(directives(header('Content-Security-Policy'))).toEqual(directives(app.headers['content-security-policy']));
    expect(app.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(app.headers['content-security-policy']).toContain("img-src 'self' data:;");
    expect(header('X-Frame-Options')).toBe('DENY');
    expect(app.headers['x-frame-options']).toBe('DENY');
    expect(header('X-Content-Type-Options')).toBe('nosniff');
  });

  it('serves /metrics only with the METRICS_TOKEN bearer token', async () => {
    expect((await http().get('/metrics')).status).toBe(401);
    expect((await http().get('/metrics').set(bearer('wrong-token'))).status).toBe(401);
    const scraped = await http().get('/metrics').set(bearer(METRICS_TOKEN)).expect(200);
    expect(scraped.text).toContain('process_resident_memory_bytes');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('hardening_no_metrics');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('is not served at all', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/metrics').expect(404);
    expect(response.text).not.toContain('process_resident_memory_bytes');
  });
});
