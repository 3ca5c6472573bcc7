import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, resetTokenFrom, signUp, signUpAdmin, type TestAccount } from './support/accounts';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';

const APP_URL = 'https://draftmode.example';
const FROM = 'DraftMode <hello@draftmode.example>';

describe('email over SMTP (no queue)', () => {
  let smtp: SmtpCapture;
  let testApp: TestApp;
  let admin: TestAccount;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await startTestApp('email_smtp', { SMTP_URL: smtp.url, APP_URL, EMAIL_FROM: FROM });
    admin = await signUpAdmin(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('sends the welcome email to a new user, in HTML and text, with no external images', async () => {
    const account = await signUp(testApp.app, { name: 'Smtp Sally' });
    const mail = await smtp.waitFor((email) => email.to.includes(account.email) && email.subject.startsWith('Welcome'));
    expect(mail.from).toBe('hello@draftmode.example');
    expect(mail.raw).toMatch(/^From: DraftMode <hello@draftmode\.example>/m);
    expect(mail.raw).toContain('multipart/alternative');
    expect(mail.raw).toContain('quoted-printable');
    expect(mail.subject).toBe("Welcome to DraftMode. You're on the clock.");
    expect(mail.text).toContain('Welcome to the war room, Smtp Sally!');
    expect(mail.text).toContain(APP_URL);
    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain('Welcome to the war room, Smtp Sally');
    expect(mail.html).not.toMatch(/<img|url\(|src="http/i);
  });

  it('emails a reset link that works end to end, and keeps nothing in the outbox', async () => {
    const account = await signUp(testApp.app, { name: 'Reset Randy' });
    await http().post('/api/auth/forgot-password').set('Host', 'attacker.example').send({ email: account.email }).expect(202);
    const mail = await smtp.waitFor((email) => email.to.includes(account.email) && email.subject === 'Reset your DraftMode password');
    expect(mail.text).toContain('1 hour');
    const token = resetTokenFrom(mail.text);
    expect(resetTokenFrom(mail.html)).toBe(token);
    expect(mail.html).toContain(`href="${APP_URL}/reset-password?token=${token}"`);
    expect(mail.raw).not.toContain('attacker.example');

    await http().post('/api/auth/reset-password').send({ token, password: 'FromTheMail42' }).expect(200);
    const login = await http().post('/api/auth/login').send({ email: account.email, password: 'FromTheMail42' }).expect(200);
    expect(login.body.user.email).toBe(account.email);
    await http().post('/api/auth/reset-password').send({ token, password: 'AgainAgain42' }).expect(400);
    expect(await testApp.app.get(DataSource).query('SELECT 1 FROM email_outbox')).toHaveLength(0);
  });

  it('/email-test/send delivers over SMTP and reports failures', async () => {
    const sent = await http()
      .post('/api/email-test/send')
      .set(bearer(admin.token))
      .send({ template: 'reset', email: 'tester@example.com', name: 'Tess' })
      .expect(200);
    expect(sent.body).toEqual({ success: true, message: 'The reset email was sent to tester@example.com over SMTP.', method: 'smtp' });
    const mail = await smtp.waitFor((email) => email.to.includes('tester@example.com'));
    expect(mail.text).toContain(`${APP_URL}/reset-password?token=`);

    smtp.failNext(1);
    const failed = await http()
      .post('/api/email-test/send')
      .set(bearer(admin.token))
      .send({ template: 'welcome', email: 'tester@example.com', name: 'Tess' })
      .expect(200);
    expect(failed.body).toEqual({ success: false, message: expect.stringContaining('Could not send the welcome email'), method: 'smtp' });
  });

  it('/email-test/forgot-password sends a working reset email', async () => {
    const account = await signUp(testApp.app);
    const result = await http().post('/api/email-test/forgot-password').set(bearer(admin.token)).send({ email: account.email }).expect(200);
    expect(result.body).toEqual({
      success: true,
      message: `The password reset email was sent to ${account.email} over SMTP.`,
      method: 'smtp',
    });
    const mail = await smtp.waitFor((email) => email.to.includes(account.email) && email.subject === 'Reset your DraftMode password');
    await http()
      .post('/api/auth/reset-password')
      .send({ token: resetTokenFrom(mail.text), password: 'AdminSent42' })
      .expect(200);
    await http().post('/api/auth/login').send({ email: account.email, password: 'AdminSent42' }).expect(200);
  });
});
