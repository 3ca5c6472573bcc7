import { DataSource } from 'typeorm';
import { REDIS_CLIENT, type RedisClient } from '../src/infra/redis/redis.module';
import { createTestUser, PASSKEY_ENV, passkeyApi } from './support/passkey-fixtures';
import { passkeyScenarios } from './support/passkey-scenarios';
import { startTestApp, type TestApp } from './support/test-app';

describe('passkeys, with challenges in Redis', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('passkeys_redis', { ...PASSKEY_ENV, REDIS_URL: 'redis://127.0.0.1:6379' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  passkeyScenarios(() => testApp.app);

  it('keeps challenges in Redis with a five-minute TTL, never in the table, and GETDELs them when answered', async () => {
    const redis = testApp.app.get<RedisClient>(REDIS_CLIENT);
    const api = passkeyApi(testApp.app);
    const user = await createTestUser(testApp.app);

    const options = await api.registerOptions(user).expect(200);
    const key = `webauthn:challenge:registration:user:${user.id}:${options.body.challenge}`;
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
    expect(await testApp.app.get(DataSource).query('SELECT 1 FROM webauthn_challenges')).toEqual([]);

    await api
      .registerVerify(user, {
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        response: {
          clientDataJSON: Buffer.from(JSON.stringify({ challenge: options.body.challenge })).toString('base64url'),
          attestationObject: 'AA',
        },
      })
      .expect(400);
    expect(await redis.exists(key)).toBe(0);
  });
});
