import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, outboxFor, resetTokenFrom, signUp, signUpAdmin, uniqueEmail, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const APP_URL = 'https://draftmode.example';

describe('password reset and the email-test page (outbox email, in-memory rate limits)', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const db = () => testApp.app.get(DataSource);

  beforeAll(async () => {
    testApp = await startTestApp('password_reset', { APP_URL });
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('forgot and reset password', () => {
    it('answers identically for known and unknown emails, in status, body and database work', async () => {
      const account = await signUp(testApp.app);
      const known = await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      const unknown = await http()
        .post('/api/auth/forgot-password')
        .send({ email: uniqueEmail('nobody') })
        .expect(202);
      expect(known.body).toEqual({ message: "If an account exists for that email, we've sent password reset instructions." });
      expect(unknown.body).toEqual(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

      // Without a clock: both paths read and write the account and token tables alike, in the same
      // order (the mail is queued in the background, on tables of its own).
      const logged = jest.spyOn(db().logger, 'logQuery');
      const work = async (email: string): Promise<string[]> => {
        logged.mockClear();
        await http().post('/api/auth/forgot-password').send({ email }).expect(202);
        return logged.mock.calls
          .map(([sql]) => sql)
          .filter((sql) => /\b(users|password_reset_tokens)\b/.test(sql))
          .map((sql) => (/^\s*SELECT\b/i.test(sql) ? 'read' : 'write'));
      };
      try {
        const knownWork = await work((await signUp(testApp.app)).email);
        expect(knownWork).toContain('write');
        expect(await work(uniqueEmail('nobody'))).toEqual(knownWork);
      } finally {
        logged.mockRestore();
      }
    });

    it('validates the email', async () => {
      const response = await http().post('/api/auth/forgot-password').send({ email: 'nope' }).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please enter a valid email',
        fields: { email: 'Please enter a valid email' },
      });
    });

    it('emails a link to APP_URL whose token is stored only as a hash, works once and signs out everywhere', async () => {
      const account = await signUp(testApp.app, { name: 'Forgetful Fred' });
      await http()
        .post('/api/auth/forgot-password')
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example')
        .send({ email: account.email })
        .expect(202);
      const [mail] = await outboxFor(testApp.app, account.email, 'reset');
      expect(mail!.subject).toBe('Reset your DraftMode password');
      expect(mail!.text).toContain(`${APP_URL}/reset-password?token=`);
      expect(mail!.text).toContain('1 hour');
      expect(mail!.html).toContain('Forgetful Fred');
      expect(mail!.html).not.toContain('evil.example');
      const token = resetTokenFrom(mail!.text);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const rows = await db().query('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [account.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).not.toContain(token);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

      const weak = await http().post('/api/auth/reset-password').send({ token, password: 'short' }).expect(400);
      expect(weak.body.fields).toEqual({ password: 'Password must be at least 8 characters' });
      const noToken = await http().post('/api/auth/reset-password').send({ password: 'BrandNew123' }).expect(400);
      expect(noToken.body.fields).toEqual({ token: 'Reset link is missing its token' });

      const reset = await http().post('/api/auth/reset-password').send({ token, password: 'BrandNew123' }).expect(200);
      expect(reset.body).toEqual({ message: 'Your password has been reset. You can sign in now.' });
      await http().get('/api/users/me').set(bearer(account.token)).expect(401);
      await http().post('/api/auth/login').send({ email: account.email, password: account.password }).expect(401);
      await http().post('/api/auth/login').send({ email: account.email, password: 'BrandNew123' }).expect(200);

      const again = await http().post('/api/auth/reset-password').send({ token, password: 'Another123' }).expect(400);
      expect(again.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'This reset link is invalid or has expired. Request a new one.',
      });
    });

    it('refuses an expired link, an unknown token, a link replaced by a newer one, and a used one', async () => {
      const account = await signUp(testApp.app);
      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      const [first] = (await outboxFor(testApp.app, account.email, 'reset', 1)).map((mail) => resetTokenFrom(mail.text));

      const [row] = await db().query('SELECT expires_at - created_at AS ttl FROM password_reset_tokens WHERE user_id = $1 LIMIT 1', [
        account.id,
      ]);
      expect(row.ttl).toEqual(expect.objectContaining({ hours: 1 }));
      expect(row.ttl.minutes ?? 0).toBe(0);
      await db().query(
        "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256($1::bytea), 'hex')",
        [first],
      );
      const expired = await http().post('/api/auth/reset-password').send({ token: first, password: 'BrandNew123' }).expect(400);
      expect(expired.body.message).toBe('This reset link is invalid or has expired. Request a new one.');
      await http().post('/api/auth/reset-password').send({ token: 'made-up-token', password: 'BrandNew123' }).expect(400);

      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      const [, second, third] = (await outboxFor(testApp.app, account.email, 'reset', 3)).map((mail) => resetTokenFrom(mail.text));
      await http().post('/api/auth/reset-password').send({ token: second, password: 'BrandNew123' }).expect(400);
      await http().post('/api/auth/reset-password').send({ token: third, password: 'BrandNew123' }).expect(200);
      await http().post('/api/auth/reset-password').send({ token: third, password: 'Another123' }).expect(400);
      await http().post('/api/auth/login').send({ email: account.email, password: 'BrandNew123' }).expect(200);
    });

    it('GET /api/auth/reset-password checks a link without spending it: valid, then not once used, expired or unknown', async () => {
      const invalid = { valid: false, message: 'This reset link is invalid or has expired. Request a new one.' };
      const account = await signUp(testApp.app);
      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      const [token] = (await outboxFor(testApp.app, account.email, 'reset', 1)).map((mail) => resetTokenFrom(mail.text));
      expect((await http().get('/api/auth/reset-password').query({ token }).expect(200)).body).toEqual({ valid: true });
      // Checking twice spends nothing.
      expect((await http().get('/api/auth/reset-password').query({ token }).expect(200)).body).toEqual({ valid: true });
      await http().post('/api/auth/reset-password').send({ token, password: 'BrandNew123' }).expect(200);
      expect((await http().get('/api/auth/reset-password').query({ token }).expect(200)).body).toEqual(invalid);

      expect((await http().get('/api/auth/reset-password').query({ token: 'made-up-token' }).expect(200)).body).toEqual(invalid);
      expect((await http().get('/api/auth/reset-password').expect(200)).body).toEqual(invalid);

      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      const [, expiring] = (await outboxFor(testApp.app, account.email, 'reset', 2)).map((mail) => resetTokenFrom(mail.text));
      expect((await http().get('/api/auth/reset-password').query({ token: expiring }).expect(200)).body).toEqual({ valid: true });
      await db().query(
        "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256($1::bytea), 'hex')",
        [expiring],
      );
      expect((await http().get('/api/auth/reset-password').query({ token: expiring }).expect(200)).body).toEqual(invalid);
    });
  });

  describe('/email-test', () => {
    let admin: TestAccount;
    let user: TestAccount;
    beforeAll(async () => {
      admin = await signUpAdmin(testApp.app);
      user = await signUp(testApp.app);
    });

    it('is for admins only', async () => {
      const body = { template: 'welcome', email: 'x@example.com', name: 'Xavier' };
      for (const [method, path] of [
        ['post', '/api/email-test/preview'],
        ['post', '/api/email-test/send'],
        ['post', '/api/email-test/forgot-password'],
        ['get', '/api/email-test/outbox'],
      ] as const) {
        await http()[method](path).send(body).expect(401);
        const forbidden = await http()[method](path).set(bearer(user.token)).send(body).expect(403);
        expect(forbidden.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Only admins can do that.' });
      }
      await http().get('/api/email-test/outbox').set(bearer(admin.token)).expect(200);
    });

    it('previews both templates', async () => {
      const welcome = await http()
        .post('/api/email-test/preview')
        .set(bearer(admin.token))
        .send({ template: 'welcome', email: 'x@example.com', name: 'Xavier <b>' })
        .expect(200);
      expect(welcome.body.subject).toContain('Welcome to DraftMode');
      expect(welcome.body.html).toContain('Xavier &lt;b&gt;');
      expect(welcome.body.text).toContain('Xavier <b>');
      const reset = await http()
        .post('/api/email-test/preview')
        .set(bearer(admin.token))
        .send({ template: 'reset', email: 'x@example.com', name: 'Xavier' })
        .expect(200);
      expect(reset.body.subject).toBe('Reset your DraftMode password');
      expect(reset.body.text).toContain(`${APP_URL}/reset-password?token=`);
      const invalid = await http()
        .post('/api/email-test/preview')
        .set(bearer(admin.token))
        .send({ template: 'newsletter', email: 'x@example.com', name: 'Xavier' })
        .expect(400);
      expect(invalid.body.fields).toEqual({ template: 'Template must be welcome or reset' });
    });

    it('sends to the outbox and lists the latest 20, newest first', async () => {
      const email = uniqueEmail('outbox');
      const sent = await http()
        .post('/api/email-test/send')
        .set(bearer(admin.token))
        .send({ template: 'reset', email, name: 'Olive' })
        .expect(200);
      expect(sent.body).toEqual({ success: true, message: expect.stringContaining('outbox'), method: 'outbox' });
      for (let i = 0; i < 21; i++)
        await http()
          .post('/api/email-test/send')
          .set(bearer(admin.token))
          .send({ template: 'welcome', email, name: `Olive ${i}` })
          .expect(200);
      const outbox = await http().get('/api/email-test/outbox').set(bearer(admin.token)).expect(200);
      expect(outbox.body).toHaveLength(20);
      expect(outbox.body[0]).toEqual({
        id: expect.any(String),
        to: email,
        subject: "Welcome to DraftMode. You're on the clock.",
        template: 'welcome',
        html: expect.stringContaining('<html'),
        text: expect.stringContaining('Olive 20'),
        createdAt: expect.any(String),
      });
    });

    it('runs a real forgot-password whose link works', async () => {
      const known = await http().post('/api/email-test/forgot-password').set(bearer(admin.token)).send({ email: user.email }).expect(200);
      expect(known.body).toEqual({ success: true, message: expect.stringContaining(user.email), method: 'outbox' });
      const [mail] = await outboxFor(testApp.app, user.email, 'reset');
      await http()
        .post('/api/auth/reset-password')
        .send({ token: resetTokenFrom(mail!.text), password: 'ViaAdmin123' })
        .expect(200);
      await http().post('/api/auth/login').send({ email: user.email, password: 'ViaAdmin123' }).expect(200);
      user = await signUp(testApp.app);

      const unknown = await http()
        .post('/api/email-test/forgot-password')
        .set(bearer(admin.token))
        .send({ email: uniqueEmail('nobody') })
        .expect(200);
      expect(unknown.body).toEqual({ success: false, message: expect.stringContaining('No account'), method: 'outbox' });
    });
  });

  it('documents the accounts API in OpenAPI', async () => {
    const document = (await http().get('/api/docs/openapi.json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/signup',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/users/me',
        '/api/users/me/password',
        '/api/users/me/preferences',
        '/api/users/me/preferences/complete-tour',
        '/api/users/me/settings',
        '/api/email-test/preview',
        '/api/email-test/send',
        '/api/email-test/forgot-password',
        '/api/email-test/outbox',
      ]),
    );
    expect(document.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'email',
      'password',
    ]);
    expect(document.paths['/api/users/me'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/auth/login'].post.tags).toEqual(['auth']);
  });
});
