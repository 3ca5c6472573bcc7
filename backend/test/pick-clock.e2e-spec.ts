import { randomUUID } from 'node:crypto';
import {
  PICK_CLOCK_MESSAGES,
  SOCKET_EVENTS,
  SOCKET_PROTOCOL_VERSION,
  type PickClock,
  type PlayerPage,
  type TeamCommandResult,
  type TeamDetailDto,
} from '@draftmode/domain';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import type { TeamEventPayload } from '../src/modules/teams/realtime/team-event-message';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { connected, until, urlOf } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

describe('Pick clock (PUT /api/teams/:id/pick-clock)', () => {
  let testApp: TestApp;
  let owner: TestAccount;
  let teamId: string;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp('pick-clock');
    owner = await signUp(testApp.app);
    const response = await http()
      .post('/api/teams')
      .set(bearer(owner.token))
      .send({ name: 'Clock League', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    teamId = (response.body as TeamCommandResult).team!.team.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const team = async () => (await http().get(`/api/teams/${teamId}`).set(bearer(owner.token)).expect(200)).body as TeamDetailDto;

  async function setClock(body: Record<string, unknown>, status = 200) {
    const { version } = await team();
    return http()
      .put(`/api/teams/${teamId}/pick-clock`)
      .set(bearer(owner.token))
      .send({ expectedVersion: version, commandId: randomUUID(), ...body })
      .expect(status);
  }

  it('refuses bad settings with a 400 that names the field, and changes nothing', async () => {
    const before = await team();
    for (const body of [
      { secondsPerPick: 3 },
      { secondsPerPick: 90.5 },
      { secondsPerPick: '90' },
      {},
      { secondsPerPick: 90, paused: 'yes' },
    ]) {
      const response = await setClock(body, 400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      const message = 'paused' in body ? PICK_CLOCK_MESSAGES.paused : PICK_CLOCK_MESSAGES.secondsPerPick;
      expect(response.body.message).toBe(message);
      expect(response.body.fields).toEqual({ [Object.keys(body).find((key) => key !== 'secondsPerPick') ?? 'secondsPerPick']: message });
    }
    const after = await team();
    expect(after.version).toBe(before.version);
    expect(after.pickClock).toBeNull();
  });

  it('sets, restarts on each pick, pauses and turns off the clock, the same in the answer, GET, the watch link and the room', async () => {
    const { token } = (await http().post(`/api/teams/${teamId}/watch-link`).set(bearer(owner.token)).expect(201)).body as { token: string };
    const watcher: Socket = io(await urlOf(testApp.app), {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    const received: TeamEventPayload[] = [];
    watcher.on(SOCKET_EVENTS.teamEvent, (message: TeamEventPayload) => received.push(message));
    try {
      await connected(watcher);
      await watcher.timeout(5000).emitWithAck(SOCKET_EVENTS.joinTeam, { protocol: SOCKET_PROTOCOL_VERSION, watchToken: token });

      const set = (await setClock({ secondsPerPick: 90 })).body as TeamCommandResult;
      const started = set.team!.pickClock as PickClock;
      expect(started).toMatchObject({ secondsPerPick: 90, pausedAt: null });
      expect((await team()).pickClock).toEqual(started);

      // A pick taken by another team puts the next pick on the clock with its full time.
      const { version } = await team();
      const taken = (
        await http()
          .post(`/api/teams/${teamId}/taken`)
          .set(bearer(owner.token))
          .send({ playerId: await firstPlayerId(), expectedVersion: version, commandId: randomUUID() })
          .expect(200)
      ).body as TeamCommandResult;
      const restarted = taken.team!.pickClock as PickClock;
      expect(Date.parse(restarted.startedAt)).toBeGreaterThanOrEqual(Date.parse(started.startedAt));

      const paused = ((await setClock({ secondsPerPick: 90, paused: true })).body as TeamCommandResult).team!.pickClock as PickClock;
      expect(paused.pausedAt).not.toBeNull();
      expect(paused.startedAt).toBe(restarted.startedAt);
      const watched = (await http().get(`/api/watch/${token}`).expect(200)).body as TeamDetailDto;
      expect(watched.pickClock).toEqual(paused);

      // The same settings again append nothing.
      const again = (await setClock({ secondsPerPick: 90, paused: true })).body as TeamCommandResult;
      expect(again.version).toBe(watched.version);

      await setClock({ secondsPerPick: null });
      expect((await team()).pickClock).toBeNull();
      expect((await http().get(`/api/watch/${token}`).expect(200)).body.pickClock).toBeNull();

      // The room heard each change with the clock it left.
      await until(() => received.length >= 4);
      const clocks = received.map((message) => [message.event.type, message.pickClock]);
      expect(clocks).toEqual([
        ['PickClockSet', started],
        ['PlayerTakenByOther', restarted],
        ['PickClockSet', paused],
        ['PickClockSet', null],
      ]);
    } finally {
      watcher.disconnect();
    }
  });

  it('a mock draft of a league with a clock runs the same clock', async () => {
    await setClock({ secondsPerPick: 75 });
    const mock = (
      await http().post('/api/mock-drafts').set(bearer(owner.token)).send({ speed: 'manual', sourceTeamId: teamId }).expect(201)
    ).body as { teamId: string };
    const mockTeam = (await http().get(`/api/teams/${mock.teamId}`).set(bearer(owner.token)).expect(200)).body as TeamDetailDto;
    expect(mockTeam.pickClock).toMatchObject({ secondsPerPick: 75, pausedAt: null });
  });

  async function firstPlayerId(): Promise<string> {
    const page = (await http().get('/api/players?limit=1').set(bearer(owner.token)).expect(200)).body as PlayerPage;
    return page.players[0]!.id;
  }
});
