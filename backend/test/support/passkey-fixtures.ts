import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { TokenService } from '../../src/infra/auth/token.service';
import { SoftwarePasskey } from './passkey-authenticator';

/** The relying party the passkey tests configure the app as. */
export const PASSKEY_RP = { rpId: 'draftmode.test', origin: 'https://draftmode.test' } as const;
export const PASSKEY_ENV = { WEBAUTHN_RP_ID: PASSKEY_RP.rpId, WEBAUTHN_ORIGIN: PASSKEY_RP.origin } as const;

const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  token: string;
}

/**
 * A user straight in the database with a token from the app's own TokenService, so these tests
 * do not depend on the sign-up endpoint.
 */
export async function createTestUser(app: INestApplication, name = 'Sam Drafter'): Promise<TestUser> {
  const email = `sam-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = (await app
    .get(DataSource)
    .query(`INSERT INTO users (name, email, password_hash) VALUES ($1, $2, 'not-a-real-hash') RETURNING id, token_version`, [
      name,
      email,
    ])) as {
    id: string;
    token_version: number;
  }[];
  const token = app.get(TokenService).sign({ sub: row!.id, ver: row!.token_version, role: 'user' });
  return { id: row!.id, name, email, token };
}

/** The passkey HTTP flows as one-liners over supertest. */
export function passkeyApi(app: INestApplication) {
  const http = () => request(app.getHttpServer());
  return {
    http,
    registerOptions: (user: TestUser, email = user.email) =>
      http().post('/api/auth/passkey/register/options').auth(user.token, { type: 'bearer' }).send({ email }),
    registerVerify: (user: TestUser, registrationResponse: unknown, email = user.email) =>
      http()
        .post('/api/auth/passkey/register/verify')
        .auth(user.token, { type: 'bearer' })
        .set('User-Agent', IPHONE_USER_AGENT)
        .send({ email, registrationResponse }),
    loginOptions: (email: string) => http().post('/api/auth/passkey/login/options').send({ email }),
    loginVerify: (email: string, authenticationResponse: unknown) =>
      http().post('/api/auth/passkey/login/verify').send({ email, authenticationResponse }),
    list: (token: string) => http().get('/api/users/me/passkeys').auth(token, { type: 'bearer' }),
    remove: (token: string, id: string) => http().delete(`/api/users/me/passkeys/${id}`).auth(token, { type: 'bearer' }),

    /** Runs the whole registration ceremony for a new software passkey and returns it. */
    async addPasskey(user: TestUser): Promise<SoftwarePasskey> {
      const passkey = new SoftwarePasskey(PASSKEY_RP.rpId, PASSKEY_RP.origin);
      const options = await this.registerOptions(user).expect(200);
      await this.registerVerify(user, passkey.register(options.body)).expect(201, { verified: true });
      return passkey;
    },
  };
}
