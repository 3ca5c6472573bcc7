import request from 'supertest';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../src/modules/auth';
import {
  bearer,
  forgeJwt,
  resetTokenFrom,
  signUp,
  signUpAdmin,
  TEST_PASSWORD,
  uniqueEmail,
  validClaims,
  type TestAccount,
} from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const APP_URL = 'https://draftmode.example';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

describe('accounts API (outbox email, in-memory rate limits)', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const db = () => testApp.app.get(DataSource);

  beforeAll(async () => {
    testApp = await startTestApp('accounts', { APP_URL });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function outboxFor(email: string, template: string, count = 1): Promise<{ subject: string; html: string; text: string }[]> {
    for (let i = 0; i < 100; i++) {
      const rows = await db().query('SELECT subject, html, text FROM email_outbox WHERE "to" = $1 AND template = $2 ORDER BY created_at', [
        email,
        template,
      ]);
      if (rows.length >= count) return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${template} email for ${email}`);
  }

  describe('sign-up', () => {
    it('creates the account and answers with the user and a working token', async () => {
      const email = uniqueEmail();
      const response = await http()
        .post('/api/auth/signup')
        .send({ name: '  Sam Manager ', email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD })
        .expect(201);
      expect(response.body).toEqual({
        user: {
          id: expect.any(String),
          name: 'Sam Manager',
          email,
          role: 'user',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          preferences: { hasConfiguredLeague: false, hasCompletedTour: false },
          settings: { theme: 'dark' },
        },
        token: expect.any(String),
      });
      const me = await http().get('/api/users/me').set(bearer(response.body.token)).expect(200);
      expect(me.body).toEqual(response.body.user);
      const [row] = await db().query('SELECT password_hash FROM users WHERE email = $1', [email]);
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,(t=2,p=1|p=1,t=2)\$/);
    });

    it('sends the welcome email', async () => {
      const account = await signUp(testApp.app, { name: 'Welcome Wanda' });
      const [welcome] = await outboxFor(account.email, 'welcome');
      expect(welcome!.subject).toBe("Welcome to DraftMode. You're on the clock.");
      expect(welcome!.html).toContain('Welcome Wanda');
      expect(welcome!.text).toContain(APP_URL);
      expect(welcome!.html).toContain(`href="${APP_URL}"`);
      expect(welcome!.html).not.toMatch(/<img|src="http/);
    });

    it('refuses a taken email, whatever its case', async () => {
      const account = await signUp(testApp.app);
      const response = await http()
        .post('/api/auth/signup')
        .send({ name: 'Other', email: account.email.toUpperCase(), password: TEST_PASSWORD })
        .expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'An account with this email already exists',
        fields: { email: 'An account with this email already exists' },
      });
    });

    it.each([
      [{ name: 'S' }, 'name', 'Name must be at least 2 characters'],
      [{ name: 'x'.repeat(51) }, 'name', 'Name is too long'],
      [{ name: undefined }, 'name', 'Name must be at least 2 characters'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email'],
      [{ email: undefined }, 'email', 'Please enter a valid email'],
      [{ password: 'Ab1' }, 'password', 'Password must be at least 8 characters'],
      [{ password: 'lowercase1' }, 'password', 'Password must contain at least one uppercase letter'],
      [{ password: 'UPPERCASE1' }, 'password', 'Password must contain at least one lowercase letter'],
      [{ password: 'NoNumbersHere' }, 'password', 'Password must contain at least one number'],
    ])('validates %j: %s → %s', async (change, field, message) => {
      const body = { name: 'Sam', email: uniqueEmail(), password: TEST_PASSWORD, ...change };
      const response = await http().post('/api/auth/signup').send(body).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message, fields: { [field]: message } });
    });
  });

  describe('login', () => {
    let account: TestAccount;
    beforeAll(async () => {
      account = await signUp(testApp.app);
    });

    it('signs in, answers { user, token } and records the sign-in time', async () => {
      const response = await http()
        .post('/api/auth/login')
        .send({ email: account.email.toUpperCase(), password: account.password })
        .expect(200);
      expect(response.body.user).toMatchObject({ id: account.id, email: account.email, role: 'user' });
      await http().get('/api/users/me').set(bearer(response.body.token)).expect(200);
      const [row] = await db().query('SELECT last_sign_in_at FROM users WHERE id = $1', [account.id]);
      expect(Date.now() - new Date(row.last_sign_in_at).getTime()).toBeLessThan(60_000);
    });

    it('refuses a wrong password and an unknown email with the same answer', async () => {
      const wrong = await http().post('/api/auth/login').send({ email: account.email, password: 'Wrong-password1' }).expect(401);
      const unknown = await http().post('/api/auth/login').send({ email: uniqueEmail(), password: 'Wrong-password1' }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('checks a password hash for an unknown email too, so timing does not tell who has an account', async () => {
      const verify = jest.spyOn(testApp.app.get(PasswordHasher), 'verify');
      try {
        await http().post('/api/auth/login').send({ email: account.email, password: 'Wrong-password1' }).expect(401);
        expect(verify).toHaveBeenCalledTimes(1);
        verify.mockClear();
        await http().post('/api/auth/login').send({ email: uniqueEmail(), password: 'Wrong-password1' }).expect(401);
        expect(verify).toHaveBeenCalledTimes(1);
      } finally {
        verify.mockRestore();
      }
    });

    it.each([
      [{ email: 'nope' }, 'email', 'Please enter a valid email'],
      [{ password: '' }, 'password', 'Password is required'],
      [{ password: undefined }, 'password', 'Password is required'],
    ])('validates %j', async (change, field, message) => {
      const response = await http()
        .post('/api/auth/login')
        .send({ email: 'sam@example.com', password: 'x', ...change })
        .expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message, fields: { [field]: message } });
    });
  });

  describe('sessions and tokens', () => {
    it('logout revokes every token issued before', async () => {
      const account = await signUp(testApp.app);
      const second = (await http().post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200)).body
        .token as string;
      await http().post('/api/auth/logout').set(bearer(account.token)).expect(204);
      for (const token of [account.token, second]) {
        const response = await http().get('/api/users/me').set(bearer(token)).expect(401);
        expect(response.body.message).toBe(SESSION_ENDED);
      }
      const fresh = (await http().post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200)).body
        .token as string;
      await http().get('/api/users/me').set(bearer(fresh)).expect(200);
    });

    it('requires a token', async () => {
      await http().get('/api/users/me').expect(401);
      await http().post('/api/auth/logout').expect(401);
      await http().get('/api/users/me').set('Authorization', 'Bearer not.a.jwt').expect(401);
    });

    it('refuses tampered tokens: alg none, wrong secret, expired, wrong audience, wrong issuer, edited claims', async () => {
      const account = await signUp(testApp.app);
      // The hand-made token with the right secret and claims works, so each refusal below is for its one flaw.
      await http()
        .get('/api/users/me')
        .set(bearer(forgeJwt({ payload: validClaims(account.id) })))
        .expect(200);

      const now = Math.floor(Date.now() / 1000);
      const forged = [
        forgeJwt({ header: { alg: 'none', typ: 'JWT' }, payload: validClaims(account.id), secret: null }),
        forgeJwt({ payload: validClaims(account.id), secret: 'some-other-secret-0123456789abcdef0123' }),
        forgeJwt({ payload: { ...validClaims(account.id), iat: now - 7200, exp: now - 3600 } }),
        forgeJwt({ payload: { ...validClaims(account.id), aud: 'someone-else' } }),
        forgeJwt({ payload: { ...validClaims(account.id), iss: 'evil' } }),
        forgeJwt({ header: { alg: 'HS512', typ: 'JWT' }, payload: validClaims(account.id) }),
        forgeJwt({ payload: { ...validClaims(account.id), ver: 1 } }),
      ];
      const [header, , signature] = account.token.split('.');
      const edited = Buffer.from(JSON.stringify({ ...validClaims(account.id), role: 'admin' })).toString('base64url');
      forged.push(`${header}.${edited}.${signature}`);
      for (const token of forged) {
        const response = await http().get('/api/users/me').set(bearer(token));
        expect({ token, status: response.status }).toEqual({ token, status: 401 });
      }
    });
  });

  describe('/users/me', () => {
    it('updates the name, validating it', async () => {
      const account = await signUp(testApp.app);
      const response = await http().patch('/api/users/me').set(bearer(account.token)).send({ name: '  Renamed Rita ' }).expect(200);
      expect(response.body).toMatchObject({ id: account.id, name: 'Renamed Rita', email: account.email });
      const invalid = await http().patch('/api/users/me').set(bearer(account.token)).send({ name: 'R' }).expect(400);
      expect(invalid.body.fields).toEqual({ name: 'Name must be at least 2 characters' });
      const long = await http()
        .patch('/api/users/me')
        .set(bearer(account.token))
        .send({ name: 'x'.repeat(51) })
        .expect(400);
      expect(long.body.message).toBe('Name is too long');
    });

    it('changes the password: checks the current one, revokes older tokens, answers a fresh session', async () => {
      const account = await signUp(testApp.app);
      const other = (await http().post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200)).body
        .token as string;

      const wrong = await http()
        .post('/api/users/me/password')
        .set(bearer(account.token))
        .send({ currentPassword: 'Wrong-one1', newPassword: 'NewPassword9' })
        .expect(400);
      expect(wrong.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Current password is incorrect',
        fields: { currentPassword: 'Current password is incorrect' },
      });
      const weak = await http()
        .post('/api/users/me/password')
        .set(bearer(account.token))
        .send({ currentPassword: account.password, newPassword: 'weak' })
        .expect(400);
      expect(weak.body.fields).toEqual({ newPassword: 'Password must be at least 8 characters' });
      const missing = await http().post('/api/users/me/password').set(bearer(account.token)).send({}).expect(400);
      expect(missing.body.fields).toEqual({
        currentPassword: 'Password is required',
        newPassword: 'Password must be at least 8 characters',
      });

      const changed = await http()
        .post('/api/users/me/password')
        .set(bearer(account.token))
        .send({ currentPassword: account.password, newPassword: 'NewPassword9' })
        .expect(200);
      expect(changed.body.user).toMatchObject({ id: account.id });
      for (const token of [account.token, other]) await http().get('/api/users/me').set(bearer(token)).expect(401);
      await http().get('/api/users/me').set(bearer(changed.body.token)).expect(200);
      await http().post('/api/auth/login').send({ email: account.email, password: account.password }).expect(401);
      await http().post('/api/auth/login').send({ email: account.email, password: 'NewPassword9' }).expect(200);
    });

    it('deletes the account only with the right password', async () => {
      const account = await signUp(testApp.app);
      const wrong = await http().delete('/api/users/me').set(bearer(account.token)).send({ password: 'Nope-nope1' }).expect(400);
      expect(wrong.body).toMatchObject({ message: 'Password is incorrect', fields: { password: 'Password is incorrect' } });
      const missing = await http().delete('/api/users/me').set(bearer(account.token)).send({}).expect(400);
      expect(missing.body.fields).toEqual({ password: 'Password is required' });

      await http().delete('/api/users/me').set(bearer(account.token)).send({ password: account.password }).expect(204);
      await http().get('/api/users/me').set(bearer(account.token)).expect(401);
      await http().post('/api/auth/login').send({ email: account.email, password: account.password }).expect(401);
      expect(await db().query('SELECT 1 FROM users WHERE id = $1', [account.id])).toHaveLength(0);
      // The email is free again.
      await signUp(testApp.app, { email: account.email });
    });

    it('deleting a user removes their reset tokens too (ON DELETE CASCADE)', async () => {
      const account = await signUp(testApp.app);
      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      expect(await db().query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [account.id])).toHaveLength(1);
      await http().delete('/api/users/me').set(bearer(account.token)).send({ password: account.password }).expect(204);
      expect(await db().query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [account.id])).toHaveLength(0);
    });

    it('stores preferences and completes the tour', async () => {
      const account = await signUp(testApp.app);
      const set = await http()
        .patch('/api/users/me/preferences')
        .set(bearer(account.token))
        .send({ hasConfiguredLeague: true })
        .expect(200);
      expect(set.body).toEqual({ hasConfiguredLeague: true, hasCompletedTour: false });
      const unchanged = await http().patch('/api/users/me/preferences').set(bearer(account.token)).send({}).expect(200);
      expect(unchanged.body).toEqual({ hasConfiguredLeague: true, hasCompletedTour: false });
      const bad = await http()
        .patch('/api/users/me/preferences')
        .set(bearer(account.token))
        .send({ hasConfiguredLeague: 'yes' })
        .expect(400);
      expect(bad.body.fields).toEqual({ hasConfiguredLeague: 'hasConfiguredLeague must be true or false' });
      const sneaky = await http()
        .patch('/api/users/me/preferences')
        .set(bearer(account.token))
        .send({ hasCompletedTour: true })
        .expect(400);
      expect(sneaky.body.message).toBe('Only hasConfiguredLeague can be changed here');
      const tour = await http().post('/api/users/me/preferences/complete-tour').set(bearer(account.token)).expect(200);
      expect(tour.body).toEqual({ hasConfiguredLeague: true, hasCompletedTour: true });
      const me = await http().get('/api/users/me').set(bearer(account.token)).expect(200);
      expect(me.body.preferences).toEqual({ hasConfiguredLeague: true, hasCompletedTour: true });
    });

    it('stores the theme', async () => {
      const account = await signUp(testApp.app);
      for (const theme of ['light', 'system', 'dark']) {
        await http().put('/api/users/me/settings').set(bearer(account.token)).send({ theme }).expect(200, { theme });
      }
      await http().put('/api/users/me/settings').set(bearer(account.token)).send({ theme: 'light' }).expect(200);
      expect((await http().get('/api/users/me').set(bearer(account.token))).body.settings).toEqual({ theme: 'light' });
      const bad = await http().put('/api/users/me/settings').set(bearer(account.token)).send({ theme: 'neon' }).expect(400);
      expect(bad.body).toMatchObject({
        message: 'Theme must be light, dark or system',
        fields: { theme: 'Theme must be light, dark or system' },
      });
    });

    it("never reaches another user's record", async () => {
      const alice = await signUp(testApp.app, { name: 'Alice' });
      const bob = await signUp(testApp.app, { name: 'Bob', password: 'BobsOwnPassword7' });
      // Ids in the URL or body are not a way in: there are no such routes, and body ids are ignored.
      await http().get(`/api/users/${bob.id}`).set(bearer(alice.token)).expect(404);
      await http().patch(`/api/users/${bob.id}`).set(bearer(alice.token)).send({ name: 'Hacked' }).expect(404);
      await http()
        .patch('/api/users/me')
        .set(bearer(alice.token))
        .send({ name: 'Alice Two', id: bob.id, email: bob.email, role: 'admin' })
        .expect(200);
      await http().put('/api/users/me/settings').set(bearer(alice.token)).send({ theme: 'light', id: bob.id }).expect(200);
      await http().delete('/api/users/me').set(bearer(alice.token)).send({ password: bob.password, id: bob.id }).expect(400);

      const bobNow = (await http().get('/api/users/me').set(bearer(bob.token)).expect(200)).body;
      expect(bobNow).toMatchObject({ id: bob.id, name: 'Bob', email: bob.email, role: 'user', settings: { theme: 'dark' } });
      const aliceNow = (await http().get('/api/users/me').set(bearer(alice.token)).expect(200)).body;
      expect(aliceNow).toMatchObject({ id: alice.id, name: 'Alice Two', email: alice.email, role: 'user', settings: { theme: 'light' } });
      // A token for Bob signed with the right secret but Alice's token version is still Bob's token only.
      const asBob = forgeJwt({ payload: { ...validClaims(bob.id), role: 'admin' } });
      expect((await http().get('/api/users/me').set(bearer(asBob)).expect(200)).body.role).toBe('user');
    });
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
      const [mail] = await outboxFor(account.email, 'reset');
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
      const [first] = (await outboxFor(account.email, 'reset', 1)).map((mail) => resetTokenFrom(mail.text));

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
      const [, second, third] = (await outboxFor(account.email, 'reset', 3)).map((mail) => resetTokenFrom(mail.text));
      await http().post('/api/auth/reset-password').send({ token: second, password: 'BrandNew123' }).expect(400);
      await http().post('/api/auth/reset-password').send({ token: third, password: 'BrandNew123' }).expect(200);
      await http().post('/api/auth/reset-password').send({ token: third, password: 'Another123' }).expect(400);
      await http().post('/api/auth/login').send({ email: account.email, password: 'BrandNew123' }).expect(200);
    });

    it('GET /api/auth/reset-password checks a link without spending it: valid, then not once used, expired or unknown', async () => {
      const invalid = { valid: false, message: 'This reset link is invalid or has expired. Request a new one.' };
      const account = await signUp(testApp.app);
      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      const [token] = (await outboxFor(account.email, 'reset', 1)).map((mail) => resetTokenFrom(mail.text));
      expect((await http().get('/api/auth/reset-password').query({ token }).expect(200)).body).toEqual({ valid: true });
      // Checking twice spends nothing.
      expect((await http().get('/api/auth/reset-password').query({ token }).expect(200)).body).toEqual({ valid: true });
      await http().post('/api/auth/reset-password').send({ token, password: 'BrandNew123' }).expect(200);
      expect((await http().get('/api/auth/reset-password').query({ token }).expect(200)).body).toEqual(invalid);

      expect((await http().get('/api/auth/reset-password').query({ token: 'made-up-token' }).expect(200)).body).toEqual(invalid);
      expect((await http().get('/api/auth/reset-password').expect(200)).body).toEqual(invalid);

      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      const [, expiring] = (await outboxFor(account.email, 'reset', 2)).map((mail) => resetTokenFrom(mail.text));
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
      const [mail] = await outboxFor(user.email, 'reset');
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
