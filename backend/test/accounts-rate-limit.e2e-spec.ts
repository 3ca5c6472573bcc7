import request from 'supertest';
import { REDIS_CLIENT, type RedisClient } from '../src/infra/redis/redis.module';
import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie';
import { signUp, signUpAdmin, uniqueEmail, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const tooMany = (minutes: number) => `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * Sign-in throttling (issue 13 item 8): failures slow down one account from one client (growing
 * delays), never lock the right password out on a device that signed in before, and the client
 * address comes from X-Forwarded-For only when the request came through the configured proxy.
 */
describe.each([
  ['in memory', {}],
  ['in Redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
])('login throttling (%s)', (store, env) => {
  let testApp: TestApp;
  let bystander: TestAccount;
  const http = () => request(testApp.app.getHttpServer());
  let ipCounter = 0;
  /** Each test comes from its own client address (the app trusts X-Forwarded-For from loopback here). */
  const freshIp = () => `203.0.113.${++ipCounter}`;
  const login = (email: string, password: string, ip: string, deviceCookie?: string) => {
    const call = http().post('/api/auth/login').set('X-Forwarded-For', ip);
    if (deviceCookie) call.set('Cookie', deviceCookie);
    return call.send({ email, password });
  };

  /** Signs in once from `ip` and returns the device cookie that answer set. */
  async function knownDevice(account: TestAccount, ip: string): Promise<string> {
    const response = await login(account.email, account.password, ip).expect(200);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const device = cookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Strict/i);
    expect(device).toMatch(/Path=\/api\/auth/);
    return device!.split(';')[0]!;
  }

  beforeAll(async () => {
    testApp = await startTestApp(`ratelimit_${store.replace(/\W/g, '')}`, { ...env, TRUST_PROXY: 'loopback' });
    bystander = await signUp(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('allows 5 quick failures for an account from one client, then one attempt per growing delay', async () => {
    const target = await signUp(testApp.app);
    const ip = freshIp();
    for (let i = 0; i < 6; i++) await login(target.email, 'Wrong-password1', ip).expect(401);
    const slowed = await login(target.email, 'Wrong-password1', ip).expect(429);
    expect(slowed.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: tooMany(1) });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(15);
    // The slowdown is this client's on this account: the right password from elsewhere works,
    // and this client can still sign in to other accounts.
    await login(target.email, target.password, freshIp()).expect(200);
    await login(bystander.email, bystander.password, ip).expect(200);
  });

  it('never locks an admin out on a device that signed in before, whatever others guess', async () => {
    const admin = await signUpAdmin(testApp.app);
    const device = await knownDevice(admin, freshIp());
    // Guesses from many addresses exhaust the account's budget for unknown devices (20 per 15 minutes).
    for (let i = 0; i < 20; i++) await login(admin.email, 'Wrong-password1', freshIp()).expect(401);
    await login(admin.email, admin.password, freshIp()).expect(429);
    // The known device (any address, even one the guesses came from) gets in with the right password.
    await login(admin.email, admin.password, freshIp(), device).expect(200);
    await login(admin.email, admin.password, `203.0.113.${ipCounter}`, device).expect(200);
  });

  it('does not take a tampered device cookie, or one of another account, as a known device', async () => {
    const owner = await signUp(testApp.app);
    const other = await signUp(testApp.app);
    const device = await knownDevice(owner, freshIp());
    for (const account of [owner, other]) {
      for (let i = 0; i < 20; i++) await login(account.email, 'Wrong-password1', freshIp()).expect(401);
    }
    await login(other.email, other.password, freshIp(), device).expect(429);
    const value = device.slice(`${DEVICE_COOKIE}=`.length);
    const tampered = `${DEVICE_COOKIE}=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    await login(owner.email, owner.password, freshIp(), tampered).expect(429);
    await login(owner.email, owner.password, freshIp(), device).expect(200);
  });

  it('limits failures per client address across accounts, except for its known devices', async () => {
    const target = await signUp(testApp.app);
    const ip = freshIp();
    const device = await knownDevice(target, ip);
    for (let i = 0; i < 20; i++) await login(uniqueEmail('guess'), 'Wrong-password1', ip).expect(401);
    const blocked = await login(bystander.email, bystander.password, ip).expect(429);
    expect(blocked.body.message).toBe(tooMany(15));
    await login(target.email, target.password, ip, device).expect(200);
  });

  it('forgives a client its failures on an account after it signs in', async () => {
    const target = await signUp(testApp.app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(target.email, 'Wrong-password1', ip).expect(401);
    await login(target.email, target.password, ip).expect(200);
    for (let i = 0; i < 5; i++) await login(target.email, 'Wrong-password1', ip).expect(401);
    await login(target.email, target.password, ip).expect(200);
  });

  it('cannot be outrun by parallel guesses', async () => {
    const target = await signUp(testApp.app);
    const ip = freshIp();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => login(target.email, 'Wrong-password1', ip).then((response) => response.status)),
    );
    // 5 free attempts, then one per delay.
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  if (store === 'in Redis') {
    it('keeps the counters in Redis under this database’s namespace', async () => {
      const redis = testApp.app.get<RedisClient>(REDIS_CLIENT);
      const database = new URL(testApp.database.url).pathname.slice(1);
      const keys = await redis.keys(`draftmode:${database}:login:*`);
      expect(keys.some((key) => key.includes(':login:email:'))).toBe(true);
      expect(keys.some((key) => key.includes(':login:ip:'))).toBe(true);
      expect(keys.some((key) => key.includes(':login:failures:'))).toBe(true);
    });
  }
});

describe('login throttling without TRUST_PROXY', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('ratelimit_no_proxy');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('ignores X-Forwarded-For: a client cannot pick a fresh address for each guess', async () => {
    const target = await signUp(testApp.app);
    for (let i = 0; i < 6; i++) {
      await http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', `198.51.100.${i}`)
        .send({ email: target.email, password: 'Wrong-password1' })
        .expect(401);
    }
    await http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.99')
      .send({ email: target.email, password: 'Wrong-password1' })
      .expect(429);
  });
});
