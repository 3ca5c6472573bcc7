import { MESSAGES } from '@draftmode/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, forgeJwt, resetTokenFrom, signUp, validClaims, type TestAccount } from './support/accounts';
import { SoftwarePasskey } from './support/passkey-authenticator';
import { PASSKEY_ENV, PASSKEY_RP, passkeyApi, type TestUser } from './support/passkey-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 13 item 6: a stolen token alone cannot plant a passkey that survives recovery. Adding one
 * needs a sign-in within 5 minutes (password or passkey), the user is emailed when one is added,
 * and a password reset removes every passkey.
 */
describe('adding passkeys needs a fresh sign-in; a reset removes them', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const api = () => passkeyApi(testApp.app);
  const db = () => testApp.app.get(DataSource);

  beforeAll(async () => {
    testApp = await startTestApp('security_passkeys', PASSKEY_ENV);
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A token for this account as it would be an hour after signing in (still valid, no longer fresh). */
  function staleToken(account: TestAccount, tokenVersion = 0): string {
    const now = Math.floor(Date.now() / 1000);
    return forgeJwt({ payload: { ...validClaims(account.id, tokenVersion), iat: now - 3600, exp: now + 3600 } });
  }

  const asUser = (account: TestAccount, token = account.token): TestUser => ({
    id: account.id,
    name: account.name,
    email: account.email,
    token,
  });

  async function emails(to: string, template: string, count = 1): Promise<{ subject: string; text: string; html: string }[]> {
    for (let i = 0; i < 200; i++) {
      const rows = (await db().query('SELECT subject, text, html FROM email_outbox WHERE "to" = $1 AND template = $2 ORDER BY created_at', [
        to,
        template,
      ])) as {
        subject: string;
        text: string;
        html: string;
      }[];
      if (rows.length >= count) return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${template} email to ${to}`);
  }

  it('refuses to start or finish adding a passkey with a token from a sign-in more than 5 minutes ago', async () => {
    const account = await signUp(testApp.app);
    const stale = asUser(account, staleToken(account));
    // The token still works for everything else.
    await http().get('/api/users/me').set(bearer(stale.token)).expect(200);

    const options = await api().registerOptions(stale).expect(403);
    expect(options.body).toEqual({ statusCode: 403, error: 'Forbidden', message: MESSAGES.freshSignInRequired });

    // Options fetched while fresh do not help a stale token finish the ceremony.
    const passkey = new SoftwarePasskey(PASSKEY_RP.rpId, PASSKEY_RP.origin);
    const freshOptions = await api().registerOptions(asUser(account)).expect(200);
    const verify = await api().registerVerify(stale, passkey.register(freshOptions.body)).expect(403);
    expect(verify.body.message).toBe(MESSAGES.freshSignInRequired);
    expect(await db().query('SELECT id FROM passkeys WHERE user_id = $1', [account.id])).toEqual([]);
  });

  it('accepts the password again (POST /auth/reauthenticate) as a fresh sign-in', async () => {
    const account = await signUp(testApp.app);
    const stale = asUser(account, staleToken(account));

    const wrong = await http()
      .post('/api/auth/reauthenticate')
      .set(bearer(stale.token))
      .send({ password: 'Not-the-password1' })
      .expect(400);
    expect(wrong.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Password is incorrect',
      fields: { password: 'Password is incorrect' },
    });

    const confirmed = await http()
      .post('/api/auth/reauthenticate')
      .set(bearer(stale.token))
      .send({ password: account.password })
      .expect(200);
    expect(confirmed.body).toEqual({ user: expect.objectContaining({ id: account.id, email: account.email }), token: expect.any(String) });
    // The old token keeps working (nothing was revoked); the new one may add a passkey.
    await http().get('/api/users/me').set(bearer(stale.token)).expect(200);
    await api().addPasskey(asUser(account, confirmed.body.token));
  });

  it('accepts a sign-in with an existing passkey as a fresh sign-in', async () => {
    const account = await signUp(testApp.app);
    const first = await api().addPasskey(asUser(account));
    const loginOptions = await api().loginOptions(account.email).expect(200);
    const signedIn = await api().loginVerify(account.email, first.authenticate(loginOptions.body)).expect(200);
    await api().addPasskey(asUser(account, signedIn.body.token));
    expect(await db().query('SELECT id FROM passkeys WHERE user_id = $1', [account.id])).toHaveLength(2);
  });

  it('emails the user when a passkey is added', async () => {
    const account = await signUp(testApp.app, { name: 'Pat Passkey' });
    await api().addPasskey(asUser(account));
    const [mail] = await emails(account.email, 'passkey-added');
    expect(mail!.subject).toBe('A passkey was added to your DraftMode account');
    expect(mail!.text).toContain('iPhone passkey');
    expect(mail!.text).toContain('reset your password');
    expect(mail!.html).toContain('Pat Passkey');
  });

  it('removes every passkey when the password is reset, so a planted passkey no longer signs in', async () => {
    const account = await signUp(testApp.app);
    const planted = await api().addPasskey(asUser(account));
    await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
    const [reset] = await emails(account.email, 'reset');
    await http()
      .post('/api/auth/reset-password')
      .send({ token: resetTokenFrom(reset!.text), password: 'Recovered-2026' })
      .expect(200);

    expect(await db().query('SELECT id FROM passkeys WHERE user_id = $1', [account.id])).toEqual([]);
    const loginOptions = await api().loginOptions(account.email).expect(200);
    expect(loginOptions.body.allowCredentials).toEqual([]);
    await api()
      .loginVerify(
        account.email,
        planted.authenticate({ ...loginOptions.body, allowCredentials: [{ id: planted.id, type: 'public-key' }] }),
      )
      .expect(401);
  });
});
