import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import {
  SOCKET_EVENTS,
  SOCKET_PROTOCOL_VERSION,
  withTeamChange,
  type PickCommandAck,
  type PickCommandRequest,
  type SocketErrorMessage,
  type TeamDetailDto,
} from '@draftmode/domain';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/infra/config/app-config';
import { STALE_VERSION_MESSAGE } from '../src/infra/http/api-exception.filter';
import { SESSION_ENDED } from '../src/infra/auth/jwt.strategy';
import { TeamRealtimeGateway, type JoinTeamAck } from '../src/modules/teams/realtime/team-realtime.gateway';
import type { TeamEventPayload } from '../src/modules/teams/realtime/team-event-message';
import { bearer, forgeJwt, signUp, validClaims, type TestAccount } from './support/accounts';
import { connected, until, urlOf } from './support/sockets';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';
import { admin } from './support/test-database';

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
    const socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token === undefined ? {} : { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  }

  function join(socket: Socket, teamId: string, lastVersion?: number): Promise<JoinTeamAck> {
    return socket
      .timeout(5000)
      .emitWithAck(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, teamId, lastVersion }) as Promise<JoinTeamAck>;
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
    for (const token of [
      '',
      'not-a-jwt',
      forgeJwt({ payload: validClaims(owner.id), secret: 'wrong-secret-0123456789abcdef0123456789' }),
      forgeJwt({ payload: validClaims(owner.id, 7) }),
    ]) {
      const error = await connected(connect(token)).then(
        () => null,
        (caught: Error) => caught,
      );
      expect(error?.message).toBe(SESSION_ENDED);
    }
  });

  it('lets the owner join and pushes each command made over HTTP with its version and what it changed: the roster when it changed, the board from its first changed entry, the live grade', async () => {
    const teamId = await createTeam();
    const socket = connect(owner.token);
    await connected(socket);
    const received = collect(socket);
    await expect(join(socket, teamId)).resolves.toEqual({ version: 1 });
    const command = async (path: 'picks' | 'taken' | 'undo', version: number, playerId?: string) =>
      (
        await http()
          .post(`/api/teams/${teamId}/${path}`)
          .set(bearer(owner.token))
          .send({ expectedVersion: version, commandId: randomUUID(), ...(playerId ? { playerId } : {}) })
          .expect(200)
      ).body as { team: TeamDetailDto };

    const drafted = await command('picks', 1, 'ja-marr-chase');
    await until(() => received.length >= 1);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message).toMatchObject({ teamId, version: 2, event: { type: 'PlayerDrafted', version: 2 } });
    expect(message!.roster).toEqual(drafted.team.roster);
    expect(message!.roster!.playerIds).toEqual(['ja-marr-chase']);
    expect(message!.board).toEqual({ from: 0, entries: [] });
    expect(message!.liveGrade).toEqual(drafted.team.liveGrade);

    // Players taken by other teams leave the roster as it was: no roster, the board from the new entry on.
    const first = await command('taken', 2, 'bijan-robinson');
    const second = await command('taken', 3, 'saquon-barkley');
    await until(() => received.length >= 3);
    expect(received[1]).not.toHaveProperty('roster');
    expect(received[1]!.board).toEqual({ from: 0, entries: first.team.takenByOthers });
    expect(received[2]!.board).toEqual({ from: 1, entries: second.team.takenByOthers.slice(1) });
    expect(received[2]!.liveGrade).toEqual(second.team.liveGrade);

    // Undoing the last taken player cuts the board after the entry before it.
    const undone = await command('undo', 4, 'saquon-barkley');
    await until(() => received.length >= 4);
    expect(received[3]).toMatchObject({ version: 5, event: { type: 'PickUndone' }, board: { from: 1, entries: [] } });
    expect(undone.team.takenByOthers).toHaveLength(1);
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
    // The first missed event carries the read models whole (so it applies to whatever the client had), the others no change.
    expect(received[0]!.roster!.playerIds).toEqual(['josh-allen', 'saquon-barkley', 'travis-kelce']);
    expect(received[0]!.board).toEqual({ from: 0, entries: [] });
    expect(received.slice(1).map((message) => 'roster' in message)).toEqual([false, false]);
  });

  /** The draft's pick commands over the socket (`team.pick`, docs/teams-api.md): the HTTP commands' answers, checks and failures. */
  describe('pick commands (team.pick)', () => {
    async function live(token: string | undefined): Promise<Socket> {
      const socket = connect(token);
      await connected(socket);
      return socket;
    }

    function send(socket: Socket, body: Partial<PickCommandRequest> | unknown): Promise<PickCommandAck> {
      return socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.pickCommand, body) as Promise<PickCommandAck>;
    }

    /** A socket of the owner in the team's room (at version 1), and what it hears there. */
    async function inRoom(teamId: string): Promise<{ socket: Socket; heard: TeamEventPayload[] }> {
      const socket = await live(owner.token);
      const heard = collect(socket);
      await expect(join(socket, teamId)).resolves.toEqual({ version: 1 });
      return { socket, heard };
    }

    async function teamOf(teamId: string): Promise<TeamDetailDto> {
      return (await http().get(`/api/teams/${teamId}`).set(bearer(owner.token)).expect(200)).body as TeamDetailDto;
    }

    it('drafts, records a pick by another team and undoes, answering what each changed of the team the client sent it against, and the team room hears each', async () => {
      const teamId = await createTeam();
      const { heard } = await inRoom(teamId);
      const socket = await live(owner.token);
      // Each answer, applied to the team at the version the command was sent against, is the team HTTP shows after it.
      let team = await teamOf(teamId);
      const answered = async (type: PickCommandRequest['type'], playerId: string) => {
        const ack = await send(socket, { type, teamId, playerId, expectedVersion: team.version, commandId: randomUUID() });
        if (!('change' in ack)) throw new Error(`expected a change, got ${JSON.stringify(ack)}`);
        team = withTeamChange(team, ack.change);
        expect(team).toEqual(await teamOf(teamId));
        return ack.change;
      };

      const taken = await answered('recordTakenByOther', 'ja-marr-chase');
      expect(taken).not.toHaveProperty('roster');
      expect(taken).toMatchObject({ version: 2, board: { from: 0, entries: [{ playerId: 'ja-marr-chase' }] } });
      const drafted = await answered('draftPlayer', 'bijan-robinson');
      expect(drafted).toMatchObject({ version: 3, roster: { playerIds: ['bijan-robinson'] }, board: { from: 1, entries: [] } });
      expect(drafted.liveGrade?.letter).toMatch(/^[A-F]/);
      const undone = await answered('undoPick', 'bijan-robinson');
      expect(undone).toMatchObject({ version: 4, roster: { playerIds: [] } });

      await until(() => heard.length >= 3);
      expect(heard.map((message) => [message.version, message.event.type])).toEqual([
        [2, 'PlayerTakenByOther'],
        [3, 'PlayerDrafted'],
        [4, 'PickUndone'],
      ]);
    });

    it('sends a pick to the rest of the room and its answer to the sender only, so a client receives each result once', async () => {
      const teamId = await createTeam();
      const { heard: heardByWatcher } = await inRoom(teamId);
      const { socket: sender, heard: heardBySender } = await inRoom(teamId);

      await expect(
        send(sender, { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() }),
      ).resolves.toMatchObject({
        change: { version: 2, roster: { playerIds: ['bijan-robinson'] } },
      });
      // A command over HTTP has no connection to skip: the whole room hears it, the sender's socket included.
      await pick(teamId, 2, 'josh-allen');
      // Each socket hears in order, so once the sender has version 3, a version 2 sent to it would be there.
      await until(() => heardByWatcher.length >= 2 && heardBySender.length >= 1);
      expect(heardByWatcher.map((message) => message.version)).toEqual([2, 3]);
      expect(heardBySender.map((message) => message.version)).toEqual([3]);
    });

    it('in one process, encodes nothing for a room no other socket is in', async () => {
      const teamId = await createTeam();
      const { socket: sender } = await inRoom(teamId);
      const broadcast = jest.spyOn(testApp.app.get(TeamRealtimeGateway).server.sockets.adapter, 'broadcast');
      try {
        await expect(
          send(sender, { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() }),
        ).resolves.toMatchObject({ change: { version: 2 } });
        await pick(await createTeam(), 1, 'josh-allen');
        expect(broadcast).not.toHaveBeenCalled();

        const watcher = await live(owner.token);
        const heard = collect(watcher);
        await expect(join(watcher, teamId)).resolves.toEqual({ version: 2 });
        await expect(
          send(sender, { type: 'recordTakenByOther', teamId, playerId: 'ja-marr-chase', expectedVersion: 2, commandId: randomUUID() }),
        ).resolves.toMatchObject({ change: { version: 3 } });
        await until(() => heard.length >= 1);
        expect(heard.map((message) => message.version)).toEqual([3]);
        expect(broadcast).toHaveBeenCalledTimes(1);
      } finally {
        broadcast.mockRestore();
      }
    });

    it('answers a retried command id with its first result, the team whole, and writes nothing new', async () => {
      const teamId = await createTeam();
      const socket = await live(owner.token);
      const command = { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() } as const;
      await expect(send(socket, command)).resolves.toMatchObject({ change: { version: 2 } });
      await expect(send(socket, command)).resolves.toEqual({ result: { version: 2, duplicate: true, team: await teamOf(teamId) } });
      expect((await teamOf(teamId)).version).toBe(2);
    });

    it('refuses bad input, a stale version and a rule break with the HTTP error bodies, changing nothing', async () => {
      const teamId = await createTeam();
      const socket = await live(owner.token);
      const valid = { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() } as const;

      await expect(send(socket, { ...valid, playerId: '' })).resolves.toEqual({
        error: { statusCode: 400, error: 'Bad Request', message: 'playerId is required', fields: { playerId: 'playerId is required' } },
      });
      await expect(send(socket, { ...valid, type: 'deleteTeam' })).resolves.toMatchObject({
        error: { statusCode: 400, fields: { type: 'type must be one of draftPlayer, recordTakenByOther, undoPick' } },
      });
      await expect(send(socket, 'not an object')).resolves.toMatchObject({ error: { statusCode: 400 } });
      await expect(send(socket, { ...valid, expectedVersion: 0 })).resolves.toEqual({
        error: { statusCode: 409, error: 'Conflict', message: STALE_VERSION_MESSAGE, currentVersion: 1 },
      });
      // Undoing a pick never made: the rule's refusal, as HTTP words it.
      const overHttp = await http()
        .post(`/api/teams/${teamId}/undo`)
        .set(bearer(owner.token))
        .send({ playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() });
      expect(overHttp.status).toBe(409);
      await expect(send(socket, { ...valid, type: 'undoPick' })).resolves.toEqual({ error: overHttp.body });
      expect((await teamOf(teamId)).version).toBe(1);
    });

    it("lets nobody command another user's team, an anonymous socket or a revoked session", async () => {
      const teamId = await createTeam();
      const command = { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() } as const;
      const strangersTeam = await createTeam(stranger);

      await expect(send(await live(stranger.token), command)).resolves.toEqual({
        error: { statusCode: 404, error: 'Not Found', message: 'Team not found' },
      });
      await expect(send(await live(undefined), command)).resolves.toEqual({
        error: { statusCode: 401, error: 'Unauthorized', message: SESSION_ENDED },
      });

      // A revocation whose disconnect never reached this process (say, during a Redis outage): the command itself checks the session.
      const socket = await live(owner.token);
      const database = new Client({ connectionString: testApp.database.url });
      await database.connect();
      try {
        await database.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [owner.id]);
        const signedOut = { error: { statusCode: 401, error: 'Unauthorized', message: SESSION_ENDED } };
        // A pick the engine would write (its statement checks the session), and every answer without a
        // write: a refusal, a stale version, a bad payload, a retried command id, another user's team.
        await expect(send(socket, command)).resolves.toEqual(signedOut);
        await expect(send(socket, { ...command, type: 'undoPick', commandId: randomUUID() })).resolves.toEqual(signedOut);
        await expect(send(socket, { ...command, expectedVersion: 0, commandId: randomUUID() })).resolves.toEqual(signedOut);
        await expect(send(socket, { ...command, playerId: '' })).resolves.toEqual(signedOut);
        await expect(send(socket, { ...command, teamId: strangersTeam })).resolves.toEqual(signedOut);
        await database.query('UPDATE users SET token_version = token_version - 1 WHERE id = $1', [owner.id]);
        const drafted = await send(socket, command);
        expect(drafted).toMatchObject({ change: { version: 2 } });
        await database.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [owner.id]);
        await expect(send(socket, command)).resolves.toEqual(signedOut);
        await database.query('UPDATE users SET token_version = token_version - 1 WHERE id = $1', [owner.id]);
      } finally {
        await database.end();
      }
      expect((await teamOf(teamId)).version).toBe(2);
    });

    it('answers 503, not a signed-out 401, while the database is unreachable, and the same socket picks once it is back', async () => {
      const teamId = await createTeam();
      const socket = await live(owner.token);
      const name = new URL(testApp.database.url).pathname.slice(1);
      await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      try {
        await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
        const during = await send(socket, {
          type: 'draftPlayer',
          teamId,
          playerId: 'bijan-robinson',
          expectedVersion: 1,
          commandId: randomUUID(),
        });
        expect(during).toEqual({
          error: {
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'DraftMode cannot reach its database right now. Please try again in a moment.',
          },
        });
      } finally {
        await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
      }
      await expect(
        send(socket, { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() }),
      ).resolves.toMatchObject({ change: { version: 2 } });
    });
  });

  // Last in this file: passport keeps one 'jwt' strategy per process, so once these apps close, the first app's HTTP requests fail.
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
