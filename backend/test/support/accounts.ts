import { createHmac, randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { TEST_JWT_SECRET } from './test-app';

export const TEST_PASSWORD = 'Touchdown2025';

export interface TestAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** An email no other test uses. */
export function uniqueEmail(label = 'manager'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Signs up through the API and returns the account with its token. */
export async function signUp(
  app: INestApplication,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<TestAccount> {
  const body = { name: 'Sam Manager', email: uniqueEmail(), password: TEST_PASSWORD, ...overrides };
  const response = await request(app.getHttpServer()).post('/api/auth/signup').send(body).expect(201);
  return {
    id: response.body.user.id,
    name: body.name,
    email: body.email.toLowerCase(),
    password: body.password,
    token: response.body.token,
  };
}

/** Signs up and makes the account an admin directly in the database (as `admin:create` would). */
export async function signUpAdmin(app: INestApplication): Promise<TestAccount> {
  const account = await signUp(app, { name: 'Ada Admin', email: uniqueEmail('admin') });
  await app.get(DataSource).query("UPDATE users SET role = 'admin' WHERE id = $1", [account.id]);
  return account;
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** Builds a JWT by hand so tests can get every part of it wrong on purpose. */
export function forgeJwt(options: { header?: Record<string, unknown>; payload: Record<string, unknown>; secret?: string | null }): string {
  const header = options.header ?? { alg: 'HS256', typ: 'JWT' };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(options.payload)}`;
  if (options.secret === null) return `${unsigned}.`;
  const signature = createHmac('sha256', options.secret ?? TEST_JWT_SECRET)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}

/** The claims a genuine token for this user carries, valid for an hour. */
export function validClaims(userId: string, tokenVersion = 0): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { sub: userId, ver: tokenVersion, role: 'user', iss: 'draftmode', aud: 'draftmode-app', iat: now, exp: now + 3600 };
}

/** The token in a reset link found in an email body. */
export function resetTokenFrom(body: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error(`no reset link in: ${body.slice(0, 500)}`);
  return match[1]!;
}

/** The emails of one template sent to an address (the outbox), waiting until `count` of them are there. */
export async function outboxFor(
  app: INestApplication,
  email: string,
  template: string,
  count = 1,
): Promise<{ subject: string; html: string; text: string }[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await app
      .get(DataSource)
      .query('SELECT subject, html, text FROM email_outbox WHERE "to" = $1 AND template = $2 ORDER BY created_at', [email, template]);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${template} email for ${email}`);
}
