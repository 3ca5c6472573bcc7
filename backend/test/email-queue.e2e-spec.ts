import request from 'supertest';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT, type RedisClient } from '../src/infra/redis/redis.module';
import { bearer, resetTokenFrom, signUp, signUpAdmin, type TestAccount } from './support/accounts';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';

const REDIS_URL = 'redis://127.0.0.1:6379';
const APP_URL = 'https://draftmode.example';

/** Removes the queue's keys for this test database from the shared Redis. */
async function clearNamespace(testApp: TestApp): Promise<void> {
  const redis = testApp.app.get<RedisClient>(REDIS_CLIENT);
  const keys = await redis.keys(`draftmode:${new URL(testApp.database.url).pathname.slice(1)}:*`);
  if (keys.length > 0) await redis.del(keys);
}

describe('email through the BullMQ queue (real Redis)', () => {
  describe('with SMTP', () => {
    let smtp: SmtpCapture;
    let testApp: TestApp;
    let admin: TestAccount;
    const http = () => request(testApp.app.getHttpServer());

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      testApp = await startTestApp('email_queue', { REDIS_URL, SMTP_URL: smtp.url, APP_URL });
      admin = await signUpAdmin(testApp.app);
    });

    afterAll(async () => {
      await clearNamespace(testApp);
      await testApp.close();
      await smtp.close();
    });

    it('queues /email-test/send and the worker delivers it', async () => {
      const sent = await http()
        .post('/api/email-test/send')
        .set(bearer(admin.token))
        .send({ template: 'welcome', email: 'queued@example.com', name: 'Quinn' })
        .expect(200);
      expect(sent.body).toEqual({
        success: true,
        message: 'The welcome email to queued@example.com is queued and will go out by smtp.',
        method: 'queue+smtp',
      });
      const mail = await smtp.waitFor((email) => email.to.includes('queued@example.com'));
      expect(mail.subject).toBe("Welcome to DraftMode. You're on the clock.");
    });

    it('retries a delivery the mail server refused', async () => {
      smtp.failNext(1);
      const refusedBefore = smtp.refused();
      await http()
        .post('/api/email-test/send')
        .set(bearer(admin.token))
        .send({ template: 'reset', email: 'retry@example.com', name: 'Rita' })
        .expect(200);
      const mail = await smtp.waitFor((email) => email.to.includes('retry@example.com'), 15_000);
      expect(mail.subject).toBe('Reset your DraftMode password');
      expect(smtp.refused()).toBe(refusedBefore + 1);
    });

    it('delivers the forgot-password email through the queue, and its link works', async () => {
      const account = await signUp(testApp.app, { name: 'Queue Quentin' });
      await http().post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
      const mail = await smtp.waitFor((email) => email.to.includes(account.email) && email.subject === 'Reset your DraftMode password');
      await http()
        .post('/api/auth/reset-password')
        .send({ token: resetTokenFrom(mail.text), password: 'Queued1234' })
        .expect(200);
      await http().post('/api/auth/login').send({ email: account.email, password: 'Queued1234' }).expect(200);

      const viaAdmin = await http()
        .post('/api/email-test/forgot-password')
        .set(bearer(admin.token))
        .send({ email: account.email })
        .expect(200);
      expect(viaAdmin.body).toMatchObject({ success: true, method: 'queue+smtp' });
    });
  });

  describe('without SMTP', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp('email_queue_outbox', { REDIS_URL, APP_URL });
    });

    afterAll(async () => {
      await clearNamespace(testApp);
      await testApp.close();
    });

    it('the worker writes queued mail to the outbox', async () => {
      const admin = await signUpAdmin(testApp.app);
      const http = () => request(testApp.app.getHttpServer());
      const sent = await http()
        .post('/api/email-test/send')
        .set(bearer(admin.token))
        .send({ template: 'reset', email: 'box@example.com', name: 'Bo' })
        .expect(200);
      expect(sent.body.method).toBe('queue+outbox');
      let outbox: { to: string; template: string }[] = [];
      for (let i = 0; i < 100 && !outbox.some((row) => row.to === 'box@example.com'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        outbox = (await http().get('/api/email-test/outbox').set(bearer(admin.token)).expect(200)).body;
      }
      expect(outbox).toEqual(expect.arrayContaining([expect.objectContaining({ to: 'box@example.com', template: 'reset' })]));
      // The welcome email of the admin's own sign-up went the same way.
      const welcome = await testApp.app
        .get(DataSource)
        .query('SELECT 1 FROM email_outbox WHERE "to" = $1 AND template = \'welcome\'', [admin.email]);
      expect(welcome).toHaveLength(1);
    });
  });
});
