import { randomUUID } from 'node:crypto';
import { SOCKET_EVENTS, SOCKET_PROTOCOL_VERSION, type SocketErrorMessage } from '@draftmode/domain';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { SESSION_ENDED } from '../src/infra/auth/jwt.strategy';
import type { TeamEventPayload } from '../src/modules/teams/realtime/team-event-message';
import type { JoinTeamAck } from '../src/modules/teams/realtime/team-realtime.gateway';
import { bearer, forgeJwt, signUp, validClaims, type TestAccount } from './support/accounts';
import { connected, until, urlOf } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

const INACTIVE = 'This watch link is no longer active';

describe('Watch links', () => {
  let testApp: TestApp;
  let url: string;
  let owner: TestAccount;
  let stranger: TestAccount;
  const sockets: Socket[] = [];
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('watch-links');
    url = await urlOf(testApp.app);
    [owner, stranger] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function connect(token?: string): Socket {
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

  function emitJoin(socket: Socket, body: Record<string, unknown>): Promise<JoinTeamAck> {
    return socket.timeout(5000).emitWithAck(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, ...body }) as Promise<JoinTeamAck>;
  }

  async function createTeam(): Promise<string> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(owner.token))
      .send({ name: `Team ${randomUUID().slice(0, 8)}`, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    return (response.body as { team: { team: { id: string } } }).team.team.id;
  }

  async function createLink(teamId: string): Promise<{ token: string; url: string }> {
    return (await http().post(`/api/teams/${teamId}/watch-link`).set(bearer(owner.token)).expect(201)).body as {
      token: string;
      url: string;
    };
  }

  function pick(teamId: string, version: number, playerId: string) {
    return http()
      .post(`/api/teams/${teamId}/picks`)
      .set(bearer(owner.token))
      .send({ expectedVersion: version, commandId: randomUUID(), playerId })
      .expect(200);
  }

  it('lets the owner create a link whose page shows the roster without personal data', async () => {
    const teamId = await createTeam();
    await pick(teamId, 1, 'ja-marr-chase');
    const link = await createLink(teamId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toMatch(new RegExp(`/watch/${link.token}$`));

    const response = await http().get(`/api/watch/${link.token}`).expect(200);
    const body = response.body as { team: Record<string, unknown>; roster: { playerIds: string[] }; version: number };
    expect(Object.keys(body.team).sort()).toEqual([
      'draftGrade',
      'draftPosition',
      'id',
      'leagueSize',
      'name',
      'playerCount',
      'rosterSpots',
      'scoringFormat',
    ]);
    expect(body.team['id']).toBe(teamId);
    expect(body.roster.playerIds).toEqual(['ja-marr-chase']);
    expect(body.version).toBe(2);
    expect(JSON.stringify(body)).not.toContain(owner.id);

    // Creating again revokes the previous link.
    const second = await createLink(teamId);
    await http().get(`/api/watch/${link.token}`).expect(404, { statusCode: 404, message: INACTIVE, error: 'Not Found' });
    await http().get(`/api/watch/${second.token}`).expect(200);
    await http().get('/api/watch/unknown-token').expect(404);
  });

  it('pushes the owner’s picks to a watcher and cuts the watcher off on revoke', async () => {
    const teamId = await createTeam();
    const link = await createLink(teamId);
    const watcher = connect();
    await connected(watcher);
    const received: TeamEventPayload[] = [];
    const errors: SocketErrorMessage[] = [];
    let disconnected = false;
    watcher.on(SOCKET_EVENTS.teamEvent, (message: TeamEventPayload) => received.push(message));
    watcher.on(SOCKET_EVENTS.error, (message: SocketErrorMessage) => errors.push(message));
    watcher.on('disconnect', () => (disconnected = true));
    await expect(emitJoin(watcher, { watchToken: link.token })).resolves.toEqual({ version: 1 });

    await pick(teamId, 1, 'ja-marr-chase');
    await until(() => received.length >= 1);
    expect(received[0]).toMatchObject({ teamId, version: 2, event: { type: 'PlayerDrafted' } });
    expect(received[0]!.roster!.playerIds).toEqual(['ja-marr-chase']);
    // Watchers never see who owns the team or the command's ids.
    expect(received[0]!.event).not.toHaveProperty('metadata');
    expect(JSON.stringify(received[0])).not.toContain(owner.id);

    // A watcher rejoining with its last version gets what it missed.
    const late = connect();
    await connected(late);
    const missed: TeamEventPayload[] = [];
    late.on(SOCKET_EVENTS.teamEvent, (message: TeamEventPayload) => missed.push(message));
    await expect(emitJoin(late, { watchToken: link.token, lastVersion: 1 })).resolves.toEqual({ version: 2 });
    await until(() => missed.length >= 1);

    await http().delete(`/api/teams/${teamId}/watch-link`).set(bearer(owner.token)).expect(204);
    await until(() => disconnected);
    expect(errors).toEqual([{ message: INACTIVE }]);
    await http().get(`/api/watch/${link.token}`).expect(404);

    const again = connect();
    await connected(again);
    await expect(emitJoin(again, { watchToken: link.token })).resolves.toEqual({ error: INACTIVE });
  });

  it('does not let another user create or revoke a link for the team', async () => {
    const teamId = await createTeam();
    await http()
      .post(`/api/teams/${teamId}/watch-link`)
      .set(bearer(stranger.token))
      .expect(404)
      .expect((res) => expect(res.body.message).toBe('Team not found'));
    await http()
      .delete(`/api/teams/${teamId}/watch-link`)
      .set(bearer(stranger.token))
      .expect(404)
      .expect((res) => expect(res.body.message).toBe('Team not found'));
    await http().post(`/api/teams/${teamId}/watch-link`).expect(401);
  });

  it('does not let an anonymous socket join a team by id, and still refuses an invalid JWT', async () => {
    const teamId = await createTeam();
    const anonymous = connect();
    await connected(anonymous);
    await expect(emitJoin(anonymous, { teamId })).resolves.toEqual({ error: 'Team not found' });

    for (const token of ['not-a-jwt', forgeJwt({ payload: validClaims(owner.id, 7) })]) {
      const error = await connected(connect(token)).then(
        () => null,
        (caught: Error) => caught,
      );
      expect(error?.message).toBe(SESSION_ENDED);
    }
  });
});
