import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MAX_REPLAY_EVENTS, MESSAGES, SOCKET_EVENTS, SOCKET_PROTOCOL_VERSION, type SocketErrorMessage } from '@draftmode/domain';
import { bundledPlayers } from '@draftmode/players';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SOCKET_LIMITS, TOO_MANY_SOCKET_EVENTS, TOO_MANY_SOCKETS } from '../src/infra/realtime/socket-limits';
import { MockDraftRunner } from '../src/modules/mock-drafts/mock-draft.runner';
import { MAX_INSTANT_DRAFTS_AT_ONCE } from '../src/modules/mock-drafts/scheduling/instant-draft-slots';
import { ExecuteTeamCommand, teamIdForCreate } from '../src/modules/teams';
import { MAX_MOCK_DRAFTS_PER_USER, teamLimitReached } from '../src/modules/teams/team-limits';
import type { TeamEventPayload } from '../src/modules/teams/realtime/team-event-message';
import { MAX_JOINS_AT_ONCE, TeamRealtimeGateway } from '../src/modules/teams/realtime/team-realtime.gateway';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { connected, until, urlOf, waitFor } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 38: no one can slow everyone down. Replays, report cards and history are bounded; socket
 * events are rate-limited per connection and per user (or address), connections per user are
 * capped, a connection that does not read what it is sent is dropped; the team and mock draft
 * limits hold under parallel creates, instant mock drafts run a few at a time; and a few smaller
 * leaks (passkey options are in the passkey scenarios).
 */
describe('limits that keep one client from slowing everyone down', () => {
  let testApp: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  const http = () => request(testApp.app.getHttpServer());
  const players = bundledPlayers();

  beforeAll(async () => {
    testApp = await startTestApp('load_limits');
    url = await urlOf(testApp.app);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function open(token?: string): Socket {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token === undefined ? {} : { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  }

  function join(socket: Socket, body: Record<string, unknown>): Promise<{ version?: number; error?: string }> {
    return socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, ...body }) as Promise<{
      version?: number;
      error?: string;
    }>;
  }

  async function createTeam(account: TestAccount, name = `Team ${randomUUID().slice(0, 8)}`): Promise<{ id: string; version: number }> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    return { id: response.body.team.team.id as string, version: response.body.version as number };
  }

  function command(account: TestAccount, teamId: string, path: string, version: number, body: Record<string, unknown> = {}): request.Test {
    return http()
      .post(`/api/teams/${teamId}${path}`)
      .set(bearer(account.token))
      .send({ expectedVersion: version, commandId: randomUUID(), ...body });
  }

  describe('replay, report cards and history', () => {
    it('a join far behind gets the current state in one message, not every event since', async () => {
      const owner = await signUp(testApp.app);
      const team = await createTeam(owner);
      let version = team.version;
      const taken = players.slice(0, MAX_REPLAY_EVENTS + 10);
      for (const player of taken)
        version = (await command(owner, team.id, '/taken', version, { playerId: player.id }).expect(200)).body.version as number;

      const socket = open(owner.token);
      const messages: TeamEventPayload[] = [];
      socket.on(SOCKET_EVENTS.teamEvent, (message: TeamEventPayload) => messages.push(message));
      await connected(socket);
      await expect(join(socket, { teamId: team.id, lastVersion: 0 })).resolves.toEqual({ version });
      await until(() => messages.length >= 1);
      // Before the bound, one message per event: every event of the stream on every join.
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ version, skipped: version - 1, board: { from: 0 }, roster: expect.any(Object) });
      expect(messages[0]!.board.entries).toHaveLength(taken.length);

      // A few events behind: each of them, as before.
      messages.length = 0;
      const other = open(owner.token);
      other.on(SOCKET_EVENTS.teamEvent, (message: TeamEventPayload) => messages.push(message));
      await connected(other);
      await expect(join(other, { teamId: team.id, lastVersion: version - 3 })).resolves.toEqual({ version });
      await until(() => messages.length >= 3);
      expect(messages.map((message) => message.version)).toEqual([version - 2, version - 1, version]);
      expect(messages[0]!.skipped).toBeUndefined();
    });

    it('refuses report cards naming players that do not exist or too many rows, and pages the history', async () => {
      const owner = await signUp(testApp.app);
      const team = await createTeam(owner);
      const drafted = await command(owner, team.id, '/picks', team.version, { playerId: players[0]!.id }).expect(200);
      let version = drafted.body.version as number;
      const card = (rows: unknown[]) => ({ grade: 'B', percentage: 80, gradeBreakdown: rows });

      const unknown = await command(
        owner,
        team.id,
        '/report-card',
        version,
        card([{ playerId: 'nobody-at-all', grade: 'A', advice: 'x' }]),
      ).expect(400);
      expect(unknown.body.message).toBe('gradeBreakdown names players that are not in the pool: nobody-at-all');
      const tooMany = await command(
        owner,
        team.id,
        '/report-card',
        version,
        card(players.slice(0, 31).map((player) => ({ playerId: player.id, grade: 'A', advice: '' }))),
      ).expect(400);
      expect(tooMany.body.message).toMatch(/at most 30 rows/);
      const twice = await command(
        owner,
        team.id,
        '/report-card',
        version,
        card([0, 1].map(() => ({ playerId: players[0]!.id, grade: 'A', advice: '' }))),
      ).expect(400);
      expect(twice.body.message).toBe('gradeBreakdown names each player once');
      // Nothing was written.
      expect((await http().get(`/api/teams/${team.id}`).set(bearer(owner.token)).expect(200)).body.version).toBe(version);

      for (const grade of ['C', 'B', 'A']) {
        version = (
          await command(owner, team.id, '/report-card', version, {
            ...card([{ playerId: players[0]!.id, grade, advice: 'Start him' }]),
            grade,
          }).expect(200)
        ).body.version as number;
      }
      const page = await http().get(`/api/teams/${team.id}/history?limit=2`).set(bearer(owner.token)).expect(200);
      expect(page.headers['x-total-count']).toBe('3');
      expect(page.body.map((entry: { draftData: { grade: string } }) => entry.draftData.grade)).toEqual(['B', 'A']);
      const older = await http().get(`/api/teams/${team.id}/history?limit=2&offset=2`).set(bearer(owner.token)).expect(200);
      expect(older.body.map((entry: { draftData: { grade: string } }) => entry.draftData.grade)).toEqual(['C']);
      const bad = await http().get(`/api/teams/${team.id}/history?limit=500`).set(bearer(owner.token)).expect(400);
      expect(bad.body.message).toBe('limit must be a whole number from 1 to 50');
    });
  });

  describe('socket events and connections', () => {
    /** The joins one socket may make since `started`: its burst and what refilled meanwhile (a busy machine makes a flood take longer). */
    const joinsAllowedSince = (started: number) =>
      SOCKET_LIMITS.joins.perSocket.burst + Math.ceil((SOCKET_LIMITS.joins.perSocket.perSecond * (Date.now() - started)) / 1000);

    it('refuses a flood of joins on a signed-in socket, then disconnects it; another user is not affected', async () => {
      const owner = await signUp(testApp.app);
      const team = await createTeam(owner);
      const flooder = open(owner.token);
      const errors: string[] = [];
      flooder.on(SOCKET_EVENTS.error, (message: SocketErrorMessage) => errors.push(message.message));
      let disconnected = false;
      flooder.on('disconnect', () => (disconnected = true));
      await connected(flooder);
      const answers: Array<{ version?: number; error?: string }> = [];
      const started = Date.now();
      for (let i = 0; i < 200; i++)
        flooder.emit(
          SOCKET_EVENTS.joinTeam,
          { protocol: SOCKET_PROTOCOL_VERSION, teamId: team.id },
          (ack: { version?: number; error?: string }) => answers.push(ack),
        );
      await until(() => disconnected, 20_000);
      expect(answers.filter((answer) => answer.error === TOO_MANY_SOCKET_EVENTS).length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.version !== undefined).length).toBeLessThanOrEqual(joinsAllowedSince(started));
      expect(errors).toContain(TOO_MANY_SOCKET_EVENTS);
      // The joins let in read the database a few at a time, not all at once in front of everyone else's reads.
      expect(testApp.app.get(TeamRealtimeGateway).joinSlots.peak).toBeLessThanOrEqual(MAX_JOINS_AT_ONCE);

      const other = await signUp(testApp.app);
      const otherTeam = await createTeam(other);
      const calm = open(other.token);
      await connected(calm);
      await expect(join(calm, { teamId: otherTeam.id })).resolves.toEqual({ version: otherTeam.version });
    });

    it('refuses a flood of watch-token joins without an account, then disconnects it', async () => {
      const owner = await signUp(testApp.app);
      const team = await createTeam(owner);
      const link = (await http().post(`/api/teams/${team.id}/watch-link`).set(bearer(owner.token)).expect(201)).body as { token: string };
      const flooder = open();
      let disconnected = false;
      flooder.on('disconnect', () => (disconnected = true));
      await connected(flooder);
      const answers: Array<{ version?: number; error?: string }> = [];
      const started = Date.now();
      for (let i = 0; i < 200; i++)
        flooder.emit(
          SOCKET_EVENTS.joinTeam,
          { protocol: SOCKET_PROTOCOL_VERSION, watchToken: link.token },
          (ack: { version?: number; error?: string }) => answers.push(ack),
        );
      await until(() => disconnected, 20_000);
      expect(answers.filter((answer) => answer.error === TOO_MANY_SOCKET_EVENTS).length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.version !== undefined).length).toBeLessThanOrEqual(joinsAllowedSince(started));
    });

    it('caps the connections one user holds at once', async () => {
      const owner = await signUp(testApp.app);
      const held = Array.from({ length: SOCKET_LIMITS.socketsPerUser }, () => open(owner.token));
      await Promise.all(held.map(connected));
      await expect(connected(open(owner.token))).rejects.toThrow(TOO_MANY_SOCKETS);
      // Another user still connects; closing one makes room again.
      await connected(open((await signUp(testApp.app)).token));
      held[0]!.close();
      await waitFor('a free connection', async () => {
        const again = open(owner.token);
        return connected(again).then(
          () => true,
          () => false,
        );
      });
    });

    it('drops a connection whose unsent messages keep piling up', async () => {
      const owner = await signUp(testApp.app);
      const team = await createTeam(owner);
      const reader = open(owner.token);
      let disconnected = false;
      reader.on('disconnect', () => (disconnected = true));
      await connected(reader);
      const server = testApp.app.get(TeamRealtimeGateway).server;
      const serverSocket = [...server.sockets.sockets.values()].find((socket) => socket.id === reader.id)!;
      // As if the client stopped reading and its WebSocket held more than the limit unsent.
      const ws = (serverSocket.conn as unknown as { transport: { socket: object } }).transport.socket;
      Object.defineProperty(ws, 'bufferedAmount', { get: () => SOCKET_LIMITS.maxBufferedBytes + 1 });
      reader.emit(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, teamId: team.id }, () => undefined);
      await until(() => disconnected, 10_000);
      expect(server.sockets.sockets.has(serverSocket.id)).toBe(false);
    });
  });

  describe('limits under parallel requests', () => {
    it('holds the 50-team limit when creates arrive together', async () => {
      const owner = await signUp(testApp.app);
      for (let i = 0; i < 40; i++) await createTeam(owner, `Team ${i}`);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          http()
            .post('/api/teams')
            .set(bearer(owner.token))
            .send({ name: `Rush ${i}`, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
      for (const refused of answers.filter((answer) => answer.status !== 201))
        expect(refused.body).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.tooManyTeams(50) });
      const [{ count }] = (await testApp.app
        .get(DataSource)
        .query('SELECT count(*)::int AS count FROM team_list WHERE user_id = $1 AND NOT is_mock', [owner.id])) as [{ count: number }];
      expect(count).toBe(50);
    });

    it('counts teams in the create statement itself, so creates through other processes cannot pass the limit together', async () => {
      const owner = await signUp(testApp.app);
      for (let i = 0; i < 45; i++) await createTeam(owner, `Team ${i}`);
      // Straight onto the command bus, past the HTTP route's count and its one-create-per-user queue, as several processes would.
      const commandBus = testApp.app.get(CommandBus);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => {
          const commandId = randomUUID();
          const teamId = teamIdForCreate(owner.id, commandId);
          return commandBus.execute(
            new ExecuteTeamCommand(
              { teamId, userId: owner.id, expectedVersion: 0, commandId },
              {
                type: 'CreateTeam',
                data: { teamId, userId: owner.id, name: `Direct ${i}`, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3 },
              },
            ),
          );
        }),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
      for (const outcome of outcomes)
        if (outcome.status === 'rejected') expect(teamLimitReached(outcome.reason)?.message).toBe(MESSAGES.tooManyTeams(50));
    });

    it('caps the mock drafts one user keeps, also when started together', async () => {
      const owner = await signUp(testApp.app);
      const answers = await Promise.all(
        Array.from({ length: MAX_MOCK_DRAFTS_PER_USER + 5 }, (_, i) =>
          http()
            .post('/api/mock-drafts')
            .set(bearer(owner.token))
            .send({ speed: 'manual', name: `Practice ${i}` }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_MOCK_DRAFTS_PER_USER);
      for (const refused of answers.filter((answer) => answer.status !== 201))
        expect(refused.body).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.tooManyMockDrafts(MAX_MOCK_DRAFTS_PER_USER) });
      const list = await http().get('/api/mock-drafts').set(bearer(owner.token)).expect(200);
      expect(list.body).toHaveLength(MAX_MOCK_DRAFTS_PER_USER);
      // Real teams are counted apart.
      await createTeam(owner);
    });

    it('runs a bounded number of instant mock drafts at once; the others wait and finish', async () => {
      const owner = await signUp(testApp.app);
      const runner = testApp.app.get(MockDraftRunner);
      const started = await Promise.all(
        Array.from({ length: MAX_INSTANT_DRAFTS_AT_ONCE + 2 }, () =>
          http().post('/api/mock-drafts').set(bearer(owner.token)).send({ speed: 'instant', autoPick: true, leagueSize: 8 }).expect(201),
        ),
      );
      for (const { body } of started) {
        await waitFor(
          'the instant draft to finish',
          async () =>
            (
              await http()
                .get(`/api/mock-drafts/${body.id as string}`)
                .set(bearer(owner.token))
                .expect(200)
            ).body.status === 'finished'
              ? true
              : null,
          90_000,
        );
      }
      expect(runner.instantSlots.peak).toBeGreaterThan(0);
      expect(runner.instantSlots.peak).toBeLessThanOrEqual(MAX_INSTANT_DRAFTS_AT_ONCE);
    }, 120_000);
  });

  describe('smaller leaks', () => {
    it('answers 400 to a body that does not follow its Content-Encoding', async () => {
      for (const encoding of ['gzip', 'deflate', 'br']) {
        const response = await http()
          .post('/api/auth/login')
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', encoding)
          .send('{"email":"a@b.co","password":"x"}')
          .expect(400);
        expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body could not be read.' });
      }
    });

    it('keeps watch answers out of shared caches, the store position from watchers, and cuts watchers off when the team is deleted', async () => {
      const owner = await signUp(testApp.app);
      const team = await createTeam(owner);
      const link = (await http().post(`/api/teams/${team.id}/watch-link`).set(bearer(owner.token)).expect(201)).body as { token: string };
      expect((await http().get(`/api/watch/${link.token}`).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await http().get('/api/watch/not-a-token').expect(404)).headers['cache-control']).toBe('no-store');

      const watcher = open();
      const messages: TeamEventPayload[] = [];
      const errors: string[] = [];
      let disconnected = false;
      watcher.on(SOCKET_EVENTS.teamEvent, (message: TeamEventPayload) => messages.push(message));
      watcher.on(SOCKET_EVENTS.error, (message: SocketErrorMessage) => errors.push(message.message));
      watcher.on('disconnect', () => (disconnected = true));
      await connected(watcher);
      await expect(join(watcher, { watchToken: link.token })).resolves.toEqual({ version: team.version });
      const picked = await command(owner, team.id, '/picks', team.version, { playerId: players[0]!.id }).expect(200);
      await until(() => messages.length >= 1);
      expect(messages[0]!.event).not.toHaveProperty('position');

      // The owner's own socket stays connected.
      const ownerSocket = open(owner.token);
      await connected(ownerSocket);
      await join(ownerSocket, { teamId: team.id });
      await http()
        .delete(`/api/teams/${team.id}?expectedVersion=${picked.body.version as number}&commandId=${randomUUID()}`)
        .set(bearer(owner.token))
        .expect(200);
      await until(() => disconnected, 10_000);
      expect(errors).toContain('This watch link is no longer active');
      expect(ownerSocket.connected).toBe(true);
    });

    it('treats an upper-case team id as no team, for reads as for commands', async () => {
      const owner = await signUp(testApp.app);
      const team = await createTeam(owner);
      const upper = team.id.toUpperCase();
      for (const path of [`/api/teams/${upper}`, `/api/teams/${upper}/history`]) {
        expect((await http().get(path).set(bearer(owner.token)).expect(404)).body.message).toBe('Team not found');
      }
      expect((await command(owner, upper, '/picks', team.version, { playerId: players[0]!.id }).expect(404)).body.message).toBe(
        'Team not found',
      );
      await http().get(`/api/teams/${team.id}`).set(bearer(owner.token)).expect(200);
    });
  });
});
