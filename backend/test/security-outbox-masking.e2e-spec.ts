import request from 'supertest';
import { bearer, resetTokenFrom, signUp, signUpAdmin } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

interface OutboxEmail {
  to: string;
  template: string;
  html: string;
  text: string;
}

/**
 * Issue 13 item 11: without SMTP, emails land in the outbox that admins read on /email-test. An
 * admin sees the reset links of mails addressed to them, and only masked ones in everyone else's.
 */
describe('/email-test outbox masks other people’s tokens', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('outbox_masking');
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function outboxAs(token: string, to: string, template: string): Promise<OutboxEmail> {
    for (let i = 0; i < 200; i++) {
      const emails = (await http().get('/api/email-test/outbox').set(bearer(token)).expect(200)).body as OutboxEmail[];
      const found = emails.find((email) => email.to === to && email.template === template);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${template} email to ${to} in the outbox`);
  }

  it('shows another user’s reset link with its token masked, and an admin’s own in full', async () => {
    const admin = await signUpAdmin(testApp.app);
    const user = await signUp(testApp.app);
    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    await http().post('/api/auth/forgot-password').send({ email: admin.email }).expect(202);

    const theirs = await outboxAs(admin.token, user.email, 'reset');
    for (const body of [theirs.text, theirs.html]) {
      const tokens = [...body.matchAll(/[?&](?:amp;)?token=([^"&\s<]+)/g)].map((match) => match[1]);
      expect(tokens.length).toBeGreaterThan(0);
      expect(new Set(tokens)).toEqual(new Set(['hidden']));
    }
    // What the admin saw cannot reset the user's password; the real link still can.
    await http().post('/api/auth/reset-password').send({ token: 'hidden', password: 'Taken-over1' }).expect(400);

    const mine = await outboxAs(admin.token, admin.email, 'reset');
    const token = resetTokenFrom(mine.text);
    expect(token).not.toBe('hidden');
    await http().post('/api/auth/reset-password').send({ token, password: 'Admin-reset1' }).expect(200);
  });
});
