import request from 'supertest';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { admin } from './support/test-database';

const UNAVAILABLE = 'DraftMode cannot reach its database right now. Please try again in a moment.';

/**
 * Issue 13 item 4: a database blip is not a sign-out. This test's own database stops accepting
 * connections (and its open ones are cut), which is what the app sees when PostgreSQL restarts.
 */
describe('authentication while the database is unreachable', () => {
  let testApp: TestApp;
  let account: TestAccount;
  const http = () => request(testApp.app.getHttpServer());
  const databaseName = () => new URL(testApp.database.url).pathname.slice(1);

  const cutDatabase = async () => {
    await admin(`ALTER DATABASE ${databaseName()} WITH ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseName()}' AND pid <> pg_backend_pid()`);
  };
  const restoreDatabase = () => admin(`ALTER DATABASE ${databaseName()} WITH ALLOW_CONNECTIONS true`);

  beforeAll(async () => {
    testApp = await startTestApp('db_outage');
    account = await signUp(testApp.app);
  });

  afterAll(async () => {
    await restoreDatabase();
    await testApp.close();
  });

  it('answers 503 with Retry-After (not 401) while the token cannot be checked, and the same token works afterwards', async () => {
    await http().get('/api/users/me').set(bearer(account.token)).expect(200);
    await cutDatabase();
    try {
      const during = await http().get('/api/users/me').set(bearer(account.token));
      expect(during.status).toBe(503);
      expect(during.headers['retry-after']).toMatch(/^\d+$/);
      expect(during.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE });

      const signIn = await http().post('/api/auth/login').send({ email: account.email, password: account.password });
      expect(signIn.status).toBe(503);
      expect(signIn.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await restoreDatabase();
    }
    const after = await http().get('/api/users/me').set(bearer(account.token)).expect(200);
    expect(after.body.email).toBe(account.email);
  });
});
