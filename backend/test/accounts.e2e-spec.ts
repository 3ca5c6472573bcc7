import request from 'supertest';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../src/modules/auth';
import { bearer, forgeJwt, outboxFor, signUp, TEST_PASSWORD, uniqueEmail, validClaims, type TestAccount } from './support/accounts';
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
      const [welcome] = await outboxFor(testApp.app, account.email, 'welcome');
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
});
