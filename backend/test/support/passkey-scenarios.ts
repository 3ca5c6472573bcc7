import type { INestApplication } from '@nestjs/common';
import { MESSAGES } from '@draftmode/domain';
import { SoftwarePasskey } from './passkey-authenticator';
import { createTestUser, PASSKEY_RP, passkeyApi } from './passkey-fixtures';

const SIGN_IN_FAILED = "We couldn't sign you in with that passkey. Try again or sign in with your password.";
const REGISTRATION_FAILED = "We couldn't verify that passkey. Please try again.";
const REGISTRATION_EXPIRED = 'This passkey request has expired or was already used. Please try again.';
const NOT_YOUR_ACCOUNT = 'You can only add a passkey to the account you are signed in to.';

/**
 * The passkey contract, run once per challenge store (PostgreSQL table and Redis) by the
 * passkeys*.e2e-spec.ts files. `app` is read lazily because it starts in their beforeAll.
 */
export function passkeyScenarios(app: () => INestApplication): void {
  const api = () => passkeyApi(app());

  it('registers a passkey and signs in with it, end to end', async () => {
    const user = await createTestUser(app(), 'Sam Drafter');
    const passkey = new SoftwarePasskey(PASSKEY_RP.rpId, PASSKEY_RP.origin);

    const options = await api().registerOptions(user).expect(200);
    expect(options.body).toMatchObject({
      rp: { name: 'DraftMode', id: PASSKEY_RP.rpId },
      user: { name: user.email, displayName: 'Sam Drafter' },
      challenge: expect.any(String),
      excludeCredentials: [],
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: 300_000,
    });
    await api().registerVerify(user, passkey.register(options.body)).expect(201, { verified: true });

    const listed = await api().list(user.token).expect(200);
    expect(listed.body).toEqual([
      {
        id: expect.any(String),
        name: 'iPhone passkey',
        deviceType: 'singleDevice',
        backedUp: false,
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);

    const loginOptions = await api().loginOptions(user.email.toUpperCase()).expect(200);
    expect(loginOptions.body).toMatchObject({
      rpId: PASSKEY_RP.rpId,
      challenge: expect.any(String),
      userVerification: 'preferred',
      // Issue 38: no credential ids, which would tell who has a passkey.
      allowCredentials: [],
    });
    const signedIn = await api().loginVerify(user.email, passkey.authenticate(loginOptions.body)).expect(200);
    expect(signedIn.body).toEqual({
      verified: true,
      token: expect.any(String),
      user: {
        id: user.id,
        name: 'Sam Drafter',
        email: user.email,
        role: 'user',
        createdAt: expect.any(String),
        preferences: { hasConfiguredLeague: false, hasCompletedTour: false },
        settings: { theme: 'dark' },
      },
    });

    // The token it issued is a working session, and the passkey now shows when it was last used.
    const afterSignIn = await api().list(signedIn.body.token).expect(200);
    expect(Date.parse(afterSignIn.body[0].lastUsedAt)).not.toBeNaN();
  });

  it('refuses a replayed challenge, for registration and for sign-in', async () => {
    const user = await createTestUser(app());
    const passkey = new SoftwarePasskey(PASSKEY_RP.rpId, PASSKEY_RP.origin);
    const options = await api().registerOptions(user).expect(200);
    const registration = passkey.register(options.body);
    await api().registerVerify(user, registration).expect(201);
    const replayedRegistration = await api().registerVerify(user, registration).expect(400);
    expect(replayedRegistration.body.message).toBe(REGISTRATION_EXPIRED);

    const loginOptions = await api().loginOptions(user.email).expect(200);
    const assertion = passkey.authenticate(loginOptions.body);
    await api().loginVerify(user.email, assertion).expect(200);
    // The same assertion again, and a fresh signature (higher counter) over the used challenge.
    await api().loginVerify(user.email, assertion).expect(401, { statusCode: 401, error: 'Unauthorized', message: SIGN_IN_FAILED });
    await api().loginVerify(user.email, passkey.authenticate(loginOptions.body)).expect(401);
  });

  it('refuses a challenge that was never issued', async () => {
    const user = await createTestUser(app());
    const passkey = await api().addPasskey(user);
    const forged = passkey.authenticate({ challenge: Buffer.from('not issued by the server').toString('base64url') });
    await api().loginVerify(user.email, forged).expect(401);
  });

  it('refuses a response made for another origin, and that attempt uses the challenge up', async () => {
    const user = await createTestUser(app());
    const passkey = new SoftwarePasskey(PASSKEY_RP.rpId, PASSKEY_RP.origin);
    const options = await api().registerOptions(user).expect(200);
    const phished = await api()
      .registerVerify(user, passkey.register(options.body, { origin: 'https://draftmode.evil.example' }))
      .expect(400);
    expect(phished.body.message).toBe(REGISTRATION_FAILED);
    await api().registerVerify(user, passkey.register(options.body)).expect(400);
    await api().list(user.token).expect(200, []);

    const registered = await api().addPasskey(user);
    const loginOptions = await api().loginOptions(user.email).expect(200);
    await api()
      .loginVerify(user.email, registered.authenticate(loginOptions.body, { origin: 'https://draftmode.evil.example' }))
      .expect(401);
    await api().loginVerify(user.email, registered.authenticate(loginOptions.body)).expect(401);
  });

  it('refuses a passkey made for another relying party', async () => {
    const user = await createTestUser(app());
    const options = await api().registerOptions(user).expect(200);
    const elsewhere = new SoftwarePasskey('evil.example', PASSKEY_RP.origin);
    await api()
      .registerVerify(user, elsewhere.register({ ...options.body, rp: { ...options.body.rp, id: 'evil.example' } }))
      .expect(400);
  });

  it('refuses a signature counter that goes backwards or stands still, and stores the one that moves forward', async () => {
    const user = await createTestUser(app());
    const passkey = await api().addPasskey(user);
    const signIn = async (signCount: number) => {
      const options = await api().loginOptions(user.email).expect(200);
      return api().loginVerify(user.email, passkey.authenticate(options.body, { signCount }));
    };
    await signIn(10).then((response) => expect(response.status).toBe(200));
    await signIn(5).then((response) => expect(response.status).toBe(401));
    await signIn(10).then((response) => expect(response.status).toBe(401));
    await signIn(11).then((response) => expect(response.status).toBe(200));
    await signIn(0).then((response) => expect(response.status).toBe(401));
  });

  it('answers options for an unknown email exactly like for an account without passkeys or with them', async () => {
    const withoutPasskeys = await createTestUser(app());
    const known = await api().loginOptions(withoutPasskeys.email).expect(200);
    const withPasskey = await createTestUser(app());
    await api().addPasskey(withPasskey);
    const hasPasskey = await api().loginOptions(withPasskey.email).expect(200);
    expect(hasPasskey.body).toEqual({ ...known.body, challenge: expect.any(String) });
    const unknown = await api().loginOptions('nobody-here@example.com').expect(200);
    expect(unknown.body).toEqual({
      rpId: PASSKEY_RP.rpId,
      challenge: expect.any(String),
      allowCredentials: [],
      timeout: 300_000,
      userVerification: 'preferred',
    });
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(unknown.body.challenge).not.toBe(known.body.challenge);

    const stranger = new SoftwarePasskey(PASSKEY_RP.rpId, PASSKEY_RP.origin);
    const attempt = await api().loginVerify('nobody-here@example.com', stranger.authenticate(unknown.body)).expect(401);
    expect(attempt.body.message).toBe(SIGN_IN_FAILED);
  });

  it("refuses one user's passkey offered under another user's email", async () => {
    const owner = await createTestUser(app());
    const other = await createTestUser(app());
    const passkey = await api().addPasskey(owner);
    const options = await api().loginOptions(other.email).expect(200);
    await api().loginVerify(other.email, passkey.authenticate(options.body)).expect(401);
  });

  it('keeps several passkeys per user, lists them and deletes one', async () => {
    const user = await createTestUser(app());
    const first = await api().addPasskey(user);
    const options = await api().registerOptions(user).expect(200);
    expect(options.body.excludeCredentials).toEqual([{ id: first.id, type: 'public-key', transports: ['internal', 'hybrid'] }]);
    // A browser refuses to create on an excluded authenticator…
    expect(() => first.register(options.body)).toThrow(/excluded/);
    // …and the server refuses it too if one ignores the list.
    const duplicate = await api()
      .registerVerify(user, first.register({ ...options.body, excludeCredentials: [] }))
      .expect(409);
    expect(duplicate.body.message).toBe('This passkey is already registered.');
    const second = await api().addPasskey(user);

    const listed = await api().list(user.token).expect(200);
    expect(listed.body).toHaveLength(2);
    const loginOptions = await api().loginOptions(user.email).expect(200);
    expect(loginOptions.body.allowCredentials).toEqual([]);
    await api().loginVerify(user.email, second.authenticate(loginOptions.body)).expect(200);

    await api().remove(user.token, listed.body[0].id).expect(204);
    const remaining = await api().list(user.token).expect(200);
    expect(remaining.body.map((passkey: { id: string }) => passkey.id)).toEqual([listed.body[1].id]);
    await api().remove(user.token, listed.body[0].id).expect(404);

    const afterDelete = await api().loginOptions(user.email).expect(200);
    await api().loginVerify(user.email, first.authenticate(afterDelete.body)).expect(401);
    const again = await api().loginOptions(user.email).expect(200);
    await api().loginVerify(user.email, second.authenticate(again.body)).expect(200);
  });

  it("answers 404 for another user's passkey and leaves it alone", async () => {
    const owner = await createTestUser(app());
    const intruder = await createTestUser(app());
    await api().addPasskey(owner);
    const [ownersPasskey] = (await api().list(owner.token).expect(200)).body;
    await api().list(intruder.token).expect(200, []);
    const response = await api().remove(intruder.token, ownersPasskey.id).expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Passkey not found' });
    await api().remove(intruder.token, 'not-a-uuid').expect(404);
    expect((await api().list(owner.token).expect(200)).body).toHaveLength(1);
  });

  it("refuses to register a passkey for someone else's email", async () => {
    const user = await createTestUser(app());
    const victim = await createTestUser(app());
    const refused = await api().registerOptions(user, victim.email).expect(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: NOT_YOUR_ACCOUNT, fields: { email: NOT_YOUR_ACCOUNT } });

    const passkey = new SoftwarePasskey(PASSKEY_RP.rpId, PASSKEY_RP.origin);
    const options = await api().registerOptions(user).expect(200);
    await api().registerVerify(user, passkey.register(options.body), victim.email).expect(403);
    await api().list(victim.token).expect(200, []);
  });

  it('requires a signed-in user to register, list or delete passkeys', async () => {
    const http = api().http;
    await http().post('/api/auth/passkey/register/options').send({ email: 'sam@example.com' }).expect(401);
    await http().post('/api/auth/passkey/register/verify').send({ email: 'sam@example.com', registrationResponse: {} }).expect(401);
    await http().get('/api/users/me/passkeys').expect(401);
    await http().delete('/api/users/me/passkeys/00000000-0000-4000-8000-000000000000').expect(401);
  });

  it('validates bodies with the shared messages', async () => {
    const user = await createTestUser(app());
    const badEmail = await api().loginOptions('not-an-email').expect(400);
    expect(badEmail.body).toMatchObject({ message: MESSAGES.email, fields: { email: MESSAGES.email } });
    const noResponse = await api().http().post('/api/auth/passkey/login/verify').send({ email: user.email }).expect(400);
    expect(noResponse.body.message).toBe('The passkey response is missing or malformed. Please try again.');
    await api()
      .registerVerify(user, { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30' } })
      .expect(400);
  });
}
