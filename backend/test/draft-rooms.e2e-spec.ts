import { randomUUID } from 'node:crypto';
import { bundledPlayers } from '@draftmode/players';
import request from 'supertest';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

describe('Draft rooms: the queue and the report card seen, per team', () => {
  let testApp: TestApp;
  let owner: TestAccount;
  let stranger: TestAccount;
  let teamId: string;
  const http = () => request(testApp.app.getHttpServer());
  const [first, second] = bundledPlayers();

  beforeAll(async () => {
    testApp = await startTestApp('draft-rooms');
    [owner, stranger] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
    const response = await http()
      .post('/api/teams')
      .set(bearer(owner.token))
      .send({ name: 'Queue Team', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID() })
      .expect(201);
    teamId = (response.body as { team: { team: { id: string } } }).team.team.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('starts empty, keeps the queue in the user’s order and replaces it', async () => {
    expect((await http().get(`/api/draft-rooms/${teamId}`).set(bearer(owner.token)).expect(200)).body).toEqual({
      teamId,
      queue: [],
      reportCardSeen: false,
    });
    await http()
      .put(`/api/draft-rooms/${teamId}/queue`)
      .set(bearer(owner.token))
      .send({ playerIds: [second!.id, first!.id] })
      .expect(200);
    expect((await http().get(`/api/draft-rooms/${teamId}`).set(bearer(owner.token)).expect(200)).body.queue).toEqual([
      second!.id,
      first!.id,
    ]);
    const replaced = await http()
      .put(`/api/draft-rooms/${teamId}/queue`)
      .set(bearer(owner.token))
      .send({ playerIds: [first!.id] })
      .expect(200);
    expect(replaced.body).toEqual({ teamId, queue: [first!.id], reportCardSeen: false });
  });

  it('refuses bad queues with a clear 400 and changes nothing', async () => {
    for (const [body, message] of [
      [{ playerIds: 'nope' }, 'playerIds must be a list of player ids.'],
      [{ playerIds: [first!.id, first!.id] }, 'A player can be queued only once.'],
      [{ playerIds: ['no-such-player'] }, 'Unknown player: no-such-player.'],
      [{ playerIds: Array.from({ length: 31 }, (_, index) => `p${index}`) }, 'A queue holds at most 30 players.'],
    ] as const) {
      const response = await http().put(`/api/draft-rooms/${teamId}/queue`).set(bearer(owner.token)).send(body).expect(400);
      expect(response.body.message).toBe(message);
    }
    expect((await http().get(`/api/draft-rooms/${teamId}`).set(bearer(owner.token)).expect(200)).body.queue).toEqual([first!.id]);
  });

  it('records the report card as seen once, for every device', async () => {
    const seen = await http().put(`/api/draft-rooms/${teamId}/report-card-seen`).set(bearer(owner.token)).expect(200);
    expect(seen.body).toEqual({ teamId, queue: [first!.id], reportCardSeen: true });
    await http().put(`/api/draft-rooms/${teamId}/report-card-seen`).set(bearer(owner.token)).expect(200);
    expect((await http().get(`/api/draft-rooms/${teamId}`).set(bearer(owner.token)).expect(200)).body.reportCardSeen).toBe(true);
  });

  it('is the owner’s only: another user, an unknown team or no sign-in get nothing', async () => {
    await http().get(`/api/draft-rooms/${teamId}`).set(bearer(stranger.token)).expect(404);
    await http().put(`/api/draft-rooms/${teamId}/queue`).set(bearer(stranger.token)).send({ playerIds: [] }).expect(404);
    await http().put(`/api/draft-rooms/${teamId}/report-card-seen`).set(bearer(stranger.token)).expect(404);
    await http().get(`/api/draft-rooms/${randomUUID()}`).set(bearer(owner.token)).expect(404);
    await http().get(`/api/draft-rooms/not-a-uuid`).set(bearer(owner.token)).expect(404);
    await http().get(`/api/draft-rooms/${teamId}`).expect(401);
    expect((await http().get(`/api/draft-rooms/${teamId}`).set(bearer(owner.token)).expect(200)).body.queue).toEqual([first!.id]);
  });
});
