import { MESSAGES } from '@draftmode/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { resetTokenFrom, signUp, TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 13 item 7: forgot-password and sign-up send email, so they are limited per email address
 * and per client IP, and an account has at most one live reset link.
 */
describe.each([
  ['in memory', {}],
  ['in Redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
])('account email limits (%s)', (store, env) => {
  describe('per email address', () => {
    let testApp: TestApp;
    const http = () => request(testApp.app.getHttpServer());
    const db = () => testApp.app.get(DataSource);

    beforeAll(async () => {
      testApp = await startTestApp(`email_limits_${store.replace(/\W/g, '')}`, env);
    });

    afterAll(async () => {
      await testApp.close();
    });

    async function resetMails(email: string, count: number): Promise<string[]> {
      for (let i = 0; i < 200; i++) {
        const rows = (await db().query(`SELECT text FROM email_outbox WHERE "to" = $1 AND template = 'reset' ORDER BY created_at`, [
          email,
        ])) as { text: string }[];
        if (rows.length >= count) return rows.map((row) => row.text);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`fewer than ${count} reset emails to ${email}`);
    }

    it('answers 3 reset requests an hour per email, then 429, the same for unknown emails', async () => {
      const account = await signUp(testApp.app);
      const unknown = uniqueEmail('nobody');
      for (const email of [account.email, unknown]) {
        for (let i = 0; i < 3; i++) await http().post('/api/auth/forgot-password').send({ email }).expect(202);
        const limited = await http().post('/api/auth/forgot-password').send({ email: email.toUpperCase() }).expect(429);
        expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MESSAGES.tooManyAttempts(60) });
        expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      }
      expect(await resetMails(account.email, 3)).toHaveLength(3);
    });

    it('keeps one live reset link per account: a newer request voids the older link', async () => {
      const account = await signUp(testApp.app);
      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      const [first, second] = (await resetMails(account.email, 2)).map(resetTokenFrom);
      const live = await db().query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()', [
        account.id,
      ]);
      expect(live).toHaveLength(1);
      const stale = await http().post('/api/auth/reset-password').send({ token: first, password: 'Newer-Password1' }).expect(400);
      expect(stale.body.message).toBe('This reset link is invalid or has expired. Request a new one.');
      await http().post('/api/auth/reset-password').send({ token: second, password: 'Newer-Password1' }).expect(200);
    });

    it('answers 3 sign-up attempts an hour per email, then 429', async () => {
      const email = uniqueEmail('twice');
      await http().post('/api/auth/signup').send({ name: 'First Try', email, password: TEST_PASSWORD }).expect(201);
      await http().post('/api/auth/signup').send({ name: 'Second Try', email, password: TEST_PASSWORD }).expect(409);
      await http().post('/api/auth/signup').send({ name: 'Third Try', email, password: TEST_PASSWORD }).expect(409);
      const limited = await http().post('/api/auth/signup').send({ name: 'Fourth Try', email, password: TEST_PASSWORD }).expect(429);
      expect(limited.body.message).toBe(MESSAGES.tooManyAttempts(60));
    });

    it('keeps the attacker-chosen name out of the welcome email’s subject', async () => {
      const account = await signUp(testApp.app, { name: 'Claim your prize now' });
      for (let i = 0; i < 200; i++) {
        const [row] = (await db().query(`SELECT subject, html FROM email_outbox WHERE "to" = $1 AND template = 'welcome'`, [
          account.email,
        ])) as { subject: string; html: string }[];
        if (row) {
          expect(row.subject).toBe("Welcome to DraftMode. You're on the clock.");
          expect(row.html).toContain('Claim your prize now');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no welcome email');
    });
  });

  describe('per client IP (ACCOUNT_EMAILS_PER_IP_PER_HOUR=4)', () => {
    let testApp: TestApp;
    const http = () => request(testApp.app.getHttpServer());

    beforeAll(async () => {
      testApp = await startTestApp(`email_ip_limits_${store.replace(/\W/g, '')}`, { ...env, ACCOUNT_EMAILS_PER_IP_PER_HOUR: '4' });
    });

    afterAll(async () => {
      await testApp.close();
    });

    it('shares one budget between sign-ups and reset requests, then answers 429 to both', async () => {
      await http().post('/api/auth/signup').send({ name: 'One', email: uniqueEmail(), password: TEST_PASSWORD }).expect(201);
      await http().post('/api/auth/signup').send({ name: 'Two', email: uniqueEmail(), password: TEST_PASSWORD }).expect(201);
      await http().post('/api/auth/forgot-password').send({ email: uniqueEmail() }).expect(202);
      await http().post('/api/auth/forgot-password').send({ email: uniqueEmail() }).expect(202);
      const signup = await http()
        .post('/api/auth/signup')
        .send({ name: 'Five', email: uniqueEmail(), password: TEST_PASSWORD })
        .expect(429);
      expect(signup.body.message).toBe(MESSAGES.tooManyAttempts(60));
      await http().post('/api/auth/forgot-password').send({ email: uniqueEmail() }).expect(429);
      // A refused sign-up created nothing.
      const rows = (await testApp.app.get(DataSource).query('SELECT count(*)::int AS count FROM users')) as { count: number }[];
      expect(rows[0]?.count).toBe(2);
    });
  });
});
