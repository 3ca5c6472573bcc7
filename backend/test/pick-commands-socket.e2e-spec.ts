import { randomUUID } from 'node:crypto';
import { SOCKET_EVENTS, SOCKET_PROTOCOL_VERSION, type PickCommandAck, type PickCommandRequest, type TeamDetailDto } from '@draftmode/domain';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { SESSION_ENDED } from '../src/infra/auth/jwt.strategy';
import { STALE_VERSION_MESSAGE } from '../src/infra/http/api-exception.filter';
import type { TeamEventPayload } from '../src/modules/teams/realtime/team-event-message';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { connected, until, urlOf } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';
import { admin } from './support/test-database';

/** The draft's pick commands over the socket (`team.pick`, docs/teams-api.md): the HTTP commands' answers, checks and failures. */
describe('pick commands over the socket', () => {
  let testApp: TestApp;
  let url: string;
  let owner: TestAccount;
  let stranger: TestAccount;
  const sockets: Socket[] = [];
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('pick_commands_socket');
    url = await urlOf(testApp.app);
    [owner, stranger] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function connect(token: string | undefined): Promise<Socket> {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: token === undefined ? {} : { token }, reconnection: false, forceNew: true });
    sockets.push(socket);
    await connected(socket);
    return socket;
  }

  function send(socket: Socket, body: Partial<PickCommandRequest> | unknown): Promise<PickCommandAck> {
    return socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.pickCommand, body) as Promise<PickCommandAck>;
  }

  async function createTeam(account: TestAccount = owner): Promise<string> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name: `Team ${randomUUID().slice(0, 8)}`, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    return (response.body as { team: { team: { id: string } } }).team.team.id;
  }

  async function teamOf(teamId: string): Promise<TeamDetailDto> {
    return (await http().get(`/api/teams/${teamId}`).set(bearer(owner.token)).expect(200)).body as TeamDetailDto;
  }

  it('drafts, records a pick by another team and undoes, answering what HTTP answers, and the team room hears each', async () => {
    const teamId = await createTeam();
    const watcher = await connect(owner.token);
    const heard: TeamEventPayload[] = [];
    watcher.on(SOCKET_EVENTS.teamEvent, (message: TeamEventPayload) => heard.push(message));
    await expect(watcher.timeout(5000).emitWithAck(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, teamId })).resolves.toEqual({ version: 1 });
    const socket = await connect(owner.token);

    const taken = await send(socket, { type: 'recordTakenByOther', teamId, playerId: 'ja-marr-chase', expectedVersion: 1, commandId: randomUUID() });
    const drafted = await send(socket, { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 2, commandId: randomUUID() });
    expect(taken).toMatchObject({ result: { version: 2, duplicate: false } });
    expect(drafted).toMatchObject({ result: { version: 3, duplicate: false, team: { roster: { playerIds: ['bijan-robinson'] } } } });
    expect('result' in drafted && drafted.result.team).toEqual(await teamOf(teamId));
    expect('result' in drafted && drafted.result.team?.liveGrade?.letter).toMatch(/^[A-F]/);

    const undone = await send(socket, { type: 'undoPick', teamId, playerId: 'bijan-robinson', expectedVersion: 3, commandId: randomUUID() });
    expect(undone).toMatchObject({ result: { version: 4, team: { roster: { playerIds: [] } } } });
    await until(() => heard.length >= 3);
    expect(heard.map((message) => [message.version, message.event.type])).toEqual([
      [2, 'PlayerTakenByOther'],
      [3, 'PlayerDrafted'],
      [4, 'PickUndone'],
    ]);
  });

  it('answers a retried command id with its first result and writes nothing new', async () => {
    const teamId = await createTeam();
    const socket = await connect(owner.token);
    const command = { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() } as const;
    await expect(send(socket, command)).resolves.toMatchObject({ result: { version: 2, duplicate: false } });
    await expect(send(socket, command)).resolves.toMatchObject({ result: { version: 2, duplicate: true } });
    expect((await teamOf(teamId)).version).toBe(2);
  });

  it('refuses bad input, a stale version and a rule break with the HTTP error bodies, changing nothing', async () => {
    const teamId = await createTeam();
    const socket = await connect(owner.token);
    const valid = { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() } as const;

    await expect(send(socket, { ...valid, playerId: '' })).resolves.toEqual({
      error: { statusCode: 400, error: 'Bad Request', message: 'playerId is required', fields: { playerId: 'playerId is required' } },
    });
    await expect(send(socket, { ...valid, type: 'deleteTeam' })).resolves.toMatchObject({ error: { statusCode: 400, fields: { type: 'type must be one of draftPlayer, recordTakenByOther, undoPick' } } });
    await expect(send(socket, 'not an object')).resolves.toMatchObject({ error: { statusCode: 400 } });
    await expect(send(socket, { ...valid, expectedVersion: 0 })).resolves.toEqual({
      error: { statusCode: 409, error: 'Conflict', message: STALE_VERSION_MESSAGE, currentVersion: 1 },
    });
    // Undoing a pick never made: the rule's refusal, as HTTP words it.
    const overHttp = await http().post(`/api/teams/${teamId}/undo`).set(bearer(owner.token)).send({ playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() });
    expect(overHttp.status).toBe(409);
    await expect(send(socket, { ...valid, type: 'undoPick' })).resolves.toEqual({ error: overHttp.body });
    expect((await teamOf(teamId)).version).toBe(1);
  });

  it("lets nobody command another user's team, an anonymous socket or a revoked session", async () => {
    const teamId = await createTeam();
    const command = { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() } as const;

    await expect(send(await connect(stranger.token), command)).resolves.toEqual({ error: { statusCode: 404, error: 'Not Found', message: 'Team not found' } });
    await expect(send(await connect(undefined), command)).resolves.toEqual({ error: { statusCode: 401, error: 'Unauthorized', message: SESSION_ENDED } });

    // A revocation whose disconnect never reached this process (say, during a Redis outage): the command itself checks the session.
    const socket = await connect(owner.token);
    const database = new Client({ connectionString: testApp.database.url });
    await database.connect();
    try {
      await database.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [owner.id]);
      await expect(send(socket, command)).resolves.toEqual({ error: { statusCode: 401, error: 'Unauthorized', message: SESSION_ENDED } });
      await database.query('UPDATE users SET token_version = token_version - 1 WHERE id = $1', [owner.id]);
    } finally {
      await database.end();
    }
    expect((await teamOf(teamId)).version).toBe(1);
  });

  it('answers 503, not a signed-out 401, while the database is unreachable, and the same socket picks once it is back', async () => {
    const teamId = await createTeam();
    const socket = await connect(owner.token);
    const name = new URL(testApp.database.url).pathname.slice(1);
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    try {
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
      const during = await send(socket, { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() });
      expect(during).toEqual({ error: { statusCode: 503, error: 'Service Unavailable', message: 'DraftMode cannot reach its database right now. Please try again in a moment.' } });
    } finally {
      await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    }
    await expect(send(socket, { type: 'draftPlayer', teamId, playerId: 'bijan-robinson', expectedVersion: 1, commandId: randomUUID() })).resolves.toMatchObject({ result: { version: 2 } });
  });
});
