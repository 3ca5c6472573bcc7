import request from 'supertest';
import { RESET_CHECK_LIMITS } from '../src/modules/auth/queries/check-reset-token/reset-token-check-limiter';
import { startTestApp, type TestApp } from './support/test-app';

// Its own app: the test spends the whole per-IP budget of reset-link checks.
describe('GET /api/auth/reset-password is limited per client IP', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('reset_check_limit');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it(`answers ${RESET_CHECK_LIMITS.perIp} checks, then 429 with Retry-After, and says nothing about the token`, async () => {
    const http = request(testApp.app.getHttpServer());
    const invalid = { valid: false, message: 'This reset link is invalid or has expired. Request a new one.' };
    for (let check = 1; check <= RESET_CHECK_LIMITS.perIp; check++) {
      const answer = await http.get('/api/auth/reset-password').query({ token: `made-up-${check}` });
      expect([answer.status, answer.body]).toEqual([200, invalid]);
    }
    const refused = await http.get('/api/auth/reset-password').query({ token: 'one-more' }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many attempts/);
    expect(JSON.stringify(refused.body)).not.toContain('one-more');
  });
});
