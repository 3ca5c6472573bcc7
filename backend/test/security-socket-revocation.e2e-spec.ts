import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { SOCKET_EVENTS, SOCKET_PROTOCOL_VERSION } from '@draftmode/domain';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/infra/config/app-config';
import { bearer, resetTokenFrom, signUp, type TestAccount } from './support/accounts';
import { connected, until, urlOf } from './support/sockets';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Issue 13 item 5: signing out, changing or resetting the password and deleting the account cut
 * that user's live sockets at once, in every backend process (two apps on one database and Redis).
 */
describe('revoking a session disconnects its sockets in every process', () => {
  const REDIS_URL = 'redis://127.0.0.1:6379';
  let testApp: TestApp;
  let appB: INestApplication;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testApp = await startTestApp('socket_revocation', { REDIS_URL });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL, DATABASE_URL: testApp.database.url });
    appB = await createApp({ ...config, databaseUrl: testApp.database.url, jwtSecret: TEST_JWT_SECRET });
    await appB.init();
    urlA = await urlOf(testApp.app);
    urlB = await urlOf(appB);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await appB?.close();
    await testApp.close();
  });

  /** A socket of this user on `url` that joined one of their teams and logs why it was disconnected. */
  async function liveSocket(account: TestAccount, url: string, teamId: string): Promise<{ socket: Socket; disconnects: string[] }> {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: account.token },
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    const disconnects: string[] = [];
    socket.on('disconnect', (reason) => disconnects.push(reason));
    await connected(socket);
    const ack = (await socket.timeout(5000).emitWithAck(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, teamId })) as {
      version?: number;
    };
    expect(ack.version).toBe(1);
    return { socket, disconnects };
  }

  async function accountWithTeam(): Promise<{ account: TestAccount; teamId: string }> {
    const account = await signUp(testApp.app);
    const team = await request(urlA)
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name: 'Live Team', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    return { account, teamId: (team.body as { team: { team: { id: string } } }).team.team.id };
  }

  async function expectCutOff(account: TestAccount, live: { socket: Socket; disconnects: string[] }[]): Promise<void> {
    await until(() => live.every((entry) => entry.disconnects.length > 0), 10_000);
    for (const entry of live) expect(entry.disconnects).toEqual(['io server disconnect']);
    // The old token cannot open a new socket either.
    const retry = io(urlB, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: account.token },
      forceNew: true,
      reconnection: false,
    });
    sockets.push(retry);
    await expect(connected(retry)).rejects.toThrow(SESSION_ENDED);
  }

  it('on sign-out', async () => {
    const { account, teamId } = await accountWithTeam();
    const live = [await liveSocket(account, urlA, teamId), await liveSocket(account, urlB, teamId)];
    await request(urlA).post('/api/auth/logout').set(bearer(account.token)).expect(204);
    await expectCutOff(account, live);
  });

  it('on a password change (through the other process)', async () => {
    const { account, teamId } = await accountWithTeam();
    const live = [await liveSocket(account, urlA, teamId), await liveSocket(account, urlB, teamId)];
    await request(urlB)
      .post('/api/users/me/password')
      .set(bearer(account.token))
      .send({ currentPassword: account.password, newPassword: 'Changed-Pass2026' })
      .expect(200);
    await expectCutOff(account, live);
  });

  it('on a password reset', async () => {
    const { account, teamId } = await accountWithTeam();
    const live = [await liveSocket(account, urlA, teamId), await liveSocket(account, urlB, teamId)];
    await request(urlA).post('/api/auth/forgot-password').send({ email: account.email }).expect(202);
    const database = testApp.app.get(DataSource);
    let text: string | undefined;
    for (let i = 0; i < 200 && text === undefined; i++) {
      const rows = (await database.query(`SELECT text FROM email_outbox WHERE "to" = $1 AND template = 'reset'`, [account.email])) as {
        text: string;
      }[];
      text = rows[0]?.text;
      if (text === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await request(urlA)
      .post('/api/auth/reset-password')
      .send({ token: resetTokenFrom(text!), password: 'Reset-Pass2026' })
      .expect(200);
    await expectCutOff(account, live);
  });

  it('on account deletion', async () => {
    const { account, teamId } = await accountWithTeam();
    const live = [await liveSocket(account, urlA, teamId), await liveSocket(account, urlB, teamId)];
    await request(urlA).delete('/api/users/me').set(bearer(account.token)).send({ password: account.password }).expect(204);
    await expectCutOff(account, live);
  });

  it('leaves other users’ sockets connected', async () => {
    const { account, teamId } = await accountWithTeam();
    const other = await accountWithTeam();
    const mine = await liveSocket(account, urlB, teamId);
    const theirs = await liveSocket(other.account, urlB, other.teamId);
    await request(urlA).post('/api/auth/logout').set(bearer(account.token)).expect(204);
    await until(() => mine.disconnects.length > 0, 10_000);
    // A round trip on the other user's socket after the disconnect went out: it is still served.
    const ack = (await theirs.socket
      .timeout(5000)
      .emitWithAck(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, teamId: other.teamId })) as { version?: number };
    expect(ack.version).toBe(1);
    expect(theirs.disconnects).toEqual([]);
  });
});
