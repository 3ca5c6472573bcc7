import request from 'supertest';
import { REDIS_CLIENT, type RedisClient } from '../src/infra/redis/redis.module';
import { signUp, uniqueEmail, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TOO_MANY = 'Too many attempts. Try again in 15 minutes.';

describe.each([
  ['in memory', {}],
  ['in Redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
])('login rate limit (%s)', (store, env) => {
  let testApp: TestApp;
  let account: TestAccount;
  const http = () => request(testApp.app.getHttpServer());
  let ipCounter = 0;
  /** Each test comes from its own client address (the app trusts X-Forwarded-For from loopback). */
  const freshIp = () => `203.0.113.${++ipCounter}`;
  const login = (email: string, password: string, ip: string) => http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  beforeAll(async () => {
    testApp = await startTestApp(`ratelimit_${store.replace(/\W/g, '')}`, env);
    account = await signUp(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('allows 5 failures per email, then answers 429 even for the right password', async () => {
    const target = await signUp(testApp.app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(target.email, 'Wrong-password1', ip).expect(401);
    const blocked = await login(target.email, target.password, freshIp()).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY });
    // Other accounts are unaffected.
    await login(account.email, account.password, ip).expect(200);
  });

  it('allows 20 failures per IP across emails, then answers 429 for any email from it', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await login(uniqueEmail('guess'), 'Wrong-password1', ip).expect(401);
    const blocked = await login(account.email, account.password, ip).expect(429);
    expect(blocked.body.message).toBe(TOO_MANY);
    await login(account.email, account.password, freshIp()).expect(200);
  });

  it('forgives an email its failures after a successful sign-in', async () => {
    const target = await signUp(testApp.app);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await login(target.email, 'Wrong-password1', ip).expect(401);
    await login(target.email, target.password, ip).expect(200);
    for (let i = 0; i < 4; i++) await login(target.email, 'Wrong-password1', ip).expect(401);
    await login(target.email, target.password, ip).expect(200);
  });

  it('cannot be outrun by parallel guesses', async () => {
    const target = await signUp(testApp.app);
    const statuses = await Promise.all(Array.from({ length: 12 }, () => login(target.email, 'Wrong-password1', freshIp()).then((response) => response.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  if (store === 'in Redis') {
    it('keeps the counters in Redis under this database’s namespace', async () => {
      const redis = testApp.app.get<RedisClient>(REDIS_CLIENT);
      const database = new URL(testApp.database.url).pathname.slice(1);
      const keys = await redis.keys(`draftmode:${database}:login:*`);
      expect(keys.some((key) => key.includes(':login:email:'))).toBe(true);
      expect(keys.some((key) => key.includes(':login:ip:'))).toBe(true);
    });
  }
});
