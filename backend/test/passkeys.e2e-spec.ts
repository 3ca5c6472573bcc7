import { DataSource } from 'typeorm';
import { SoftwarePasskey } from './support/passkey-authenticator';
import { createTestUser, PASSKEY_ENV, PASSKEY_RP, passkeyApi } from './support/passkey-fixtures';
import { passkeyScenarios } from './support/passkey-scenarios';
import { startTestApp, type TestApp } from './support/test-app';

describe('passkeys, with challenges in PostgreSQL (no Redis)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('passkeys', { ...PASSKEY_ENV });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  passkeyScenarios(() => testApp.app);

  const database = () => testApp.app.get(DataSource);
  const api = () => passkeyApi(testApp.app);

  it('keeps a challenge in webauthn_challenges for five minutes and deletes it when answered', async () => {
    const user = await createTestUser(testApp.app);
    const options = await api().loginOptions(user.email).expect(200);
    const [row] = await database().query(
      `SELECT email, user_id, purpose, extract(epoch FROM expires_at - created_at) AS ttl FROM webauthn_challenges WHERE challenge = $1`,
      [options.body.challenge],
    );
    expect(row).toEqual({ email: user.email, user_id: null, purpose: 'authentication', ttl: expect.anything() });
    expect(Number(row.ttl)).toBeCloseTo(300, 0);

    await api().loginVerify(user.email, new SoftwarePasskey(PASSKEY_RP.rpId, PASSKEY_RP.origin).authenticate(options.body)).expect(401);
    expect(await database().query('SELECT 1 FROM webauthn_challenges WHERE challenge = $1', [options.body.challenge])).toEqual([]);
  });

  it('refuses an expired challenge', async () => {
    const user = await createTestUser(testApp.app);
    const registrationOptions = await api().registerOptions(user).expect(200);
    await database().query(`UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1`, [
      registrationOptions.body.challenge,
    ]);
    const passkey = new SoftwarePasskey(PASSKEY_RP.rpId, PASSKEY_RP.origin);
    await api().registerVerify(user, passkey.register(registrationOptions.body)).expect(400);

    await api().addPasskey(user);
    const loginOptions = await api().loginOptions(user.email).expect(200);
    await database().query(`UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1`, [
      loginOptions.body.challenge,
    ]);
    await api().loginVerify(user.email, passkey.authenticate(loginOptions.body)).expect(401);
  });

  it("removes a user's passkeys and pending challenges with the account", async () => {
    const user = await createTestUser(testApp.app);
    await api().addPasskey(user);
    await api().registerOptions(user).expect(200);
    await database().query('DELETE FROM users WHERE id = $1', [user.id]);
    expect(await database().query('SELECT 1 FROM passkeys WHERE user_id = $1', [user.id])).toEqual([]);
    expect(await database().query('SELECT 1 FROM webauthn_challenges WHERE user_id = $1', [user.id])).toEqual([]);
  });

  it('documents the passkey endpoints in OpenAPI', async () => {
    const document = await api().http().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/passkey/register/options',
        '/api/auth/passkey/register/verify',
        '/api/auth/passkey/login/options',
        '/api/auth/passkey/login/verify',
        '/api/users/me/passkeys',
        '/api/users/me/passkeys/{id}',
      ]),
    );
  });
});
