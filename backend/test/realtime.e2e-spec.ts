import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { SOCKET_EVENTS, SOCKET_PROTOCOL_VERSION, type SocketErrorMessage } from '@draftmode/domain';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/infra/config/app-config';
import { SESSION_ENDED } from '../src/infra/auth/jwt.strategy';
import type { JoinTeamAck } from '../src/modules/teams/realtime/team-realtime.gateway';
import type { TeamEventPayload } from '../src/modules/teams/realtime/team-event-message';
import { bearer, forgeJwt, signUp, validClaims, type TestAccount } from './support/accounts';
import { connected, until, urlOf } from './support/sockets';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';

describe('Realtime (Socket.IO)', () => {
  let testApp: TestApp;
  let url: string;
  let owner: TestAccount;
  let stranger: TestAccount;
  const sockets: Socket[] = [];
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('realtime');
    url = await urlOf(testApp.app);
    [owner, stranger] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function connect(token: string | undefined, base = url): Socket {
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: token === undefined ? {} : { token }, reconnection: false, forceNew: true });
    sockets.push(socket);
    return socket;
  }

  function join(socket: Socket, teamId: string, lastVersion?: number): Promise<JoinTeamAck> {
    return socket.timeout(5000).emitWithAck(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, teamId, lastVersion }) as Promise<JoinTeamAck>;
  }

  function collect(socket: Socket): TeamEventPayload[] {
    const received: TeamEventPayload[] = [];
    socket.on(SOCKET_EVENTS.teamEvent, (message: TeamEventPayload) => received.push(message));
    return received;
  }

  async function createTeam(account: TestAccount = owner): Promise<string> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name: `Team ${randomUUID().slice(0, 8)}`, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    return (response.body as { team: { team: { id: string } } }).team.team.id;
  }

  function pick(teamId: string, version: number, playerId: string) {
    return http()
      .post(`/api/teams/${teamId}/picks`)
      .set(bearer(owner.token))
      .send({ expectedVersion: version, commandId: randomUUID(), playerId })
      .expect(200);
  }

  it('refuses a forged or revoked token at the handshake', async () => {
    for (const token of ['', 'not-a-jwt', forgeJwt({ payload: validClaims(owner.id), secret: 'wrong-secret-0123456789abcdef0123456789' }), forgeJwt({ payload: validClaims(owner.id, 7) })]) {
      const error = await connected(connect(token)).then(
        () => null,
        (caught: Error) => caught,
      );
      expect(error?.message).toBe(SESSION_ENDED);
    }
  });

  it('lets the owner join and pushes a pick made over HTTP with its version and the new roster', async () => {
    const teamId = await createTeam();
    const socket = connect(owner.token);
    await connected(socket);
    const received = collect(socket);
    await expect(join(socket, teamId)).resolves.toEqual({ version: 1 });

    const drafted = await pick(teamId, 1, 'ja-marr-chase');
    await until(() => received.length >= 1);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message).toMatchObject({ teamId, version: 2, event: { type: 'PlayerDrafted', version: 2 } });
    expect(message!.roster).toEqual(drafted.body.team.roster);
    expect(message!.roster!.playerIds).toEqual(['ja-marr-chase']);
    expect(message!.board).toEqual(drafted.body.team.takenByOthers);
    expect(message!.liveGrade).toEqual(drafted.body.team.liveGrade);
  });

  it('does not let another user join the team', async () => {
    const teamId = await createTeam();
    const socket = connect(stranger.token);
    await connected(socket);
    const errors: SocketErrorMessage[] = [];
    socket.on(SOCKET_EVENTS.error, (message: SocketErrorMessage) => errors.push(message));
    const received = collect(socket);

    await expect(join(socket, teamId)).resolves.toEqual({ error: 'Team not found' });
    await until(() => errors.length >= 1);
    expect(errors).toEqual([{ message: 'Team not found' }]);
    await pick(teamId, 1, 'bijan-robinson');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
  });

  it('sends a reconnecting client the events it missed, in order', async () => {
    const teamId = await createTeam();
    const first = connect(owner.token);
    await connected(first);
    await expect(join(first, teamId)).resolves.toEqual({ version: 1 });
    first.disconnect();

    await pick(teamId, 1, 'josh-allen');
    await pick(teamId, 2, 'saquon-barkley');
    await pick(teamId, 3, 'travis-kelce');

    const again = connect(owner.token);
    await connected(again);
    const received = collect(again);
    await expect(join(again, teamId, 1)).resolves.toEqual({ version: 4 });
    expect(received.map((message) => message.version)).toEqual([2, 3, 4]);
    expect(received.map((message) => message.event.type)).toEqual(['PlayerDrafted', 'PlayerDrafted', 'PlayerDrafted']);
    expect(received.at(-1)!.roster!.playerIds).toEqual(['josh-allen', 'saquon-barkley', 'travis-kelce']);
  });

  describe('with REDIS_URL: two processes, one database', () => {
    const REDIS_URL = 'redis://127.0.0.1:6379';
    let appA: INestApplication;
    let appB: INestApplication;

    beforeAll(async () => {
      // The same database as the single-process tests above; migrations already ran there.
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL, DATABASE_URL: testApp.database.url });
      appA = await createApp({ ...config, databaseUrl: testApp.database.url, jwtSecret: TEST_JWT_SECRET });
      appB = await createApp({ ...config, databaseUrl: testApp.database.url, jwtSecret: TEST_JWT_SECRET });
      await appA.init();
      await appB.init();
    });

    afterAll(async () => {
      await appA?.close();
      await appB?.close();
    });

    it('delivers a pick made through one instance to a socket connected to the other', async () => {
      const [urlA, urlB] = [await urlOf(appA), await urlOf(appB)];
      const teamId = await createTeam();
      const socket = connect(owner.token, urlB);
      await connected(socket);
      const received = collect(socket);
      await expect(join(socket, teamId)).resolves.toEqual({ version: 1 });

      await request(urlA)
        .post(`/api/teams/${teamId}/picks`)
        .set(bearer(owner.token))
        .send({ expectedVersion: 1, commandId: randomUUID(), playerId: 'ja-marr-chase' })
        .expect(200);
      await until(() => received.length >= 1);
      expect(received[0]).toMatchObject({ teamId, version: 2, event: { type: 'PlayerDrafted' } });
      expect(received[0]!.roster!.playerIds).toEqual(['ja-marr-chase']);
    });
  });
});
