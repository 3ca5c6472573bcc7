import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { SLEEPER_MESSAGES, type SleeperSyncStatusDto } from '@draftmode/domain';
import { bundledPlayers, PlayerNameIndex } from '@draftmode/players';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/infra/config/app-config';
import { REDIS_CLIENT, type RedisClient } from '../src/infra/redis/redis.module';
import { DraftSyncPoller } from '../src/modules/teams/draft-sync/draft-sync.poller';
import { DRAFT_SYNC_QUEUE, DraftSyncScheduler, draftSyncSchedulerId } from '../src/modules/teams/draft-sync/draft-sync.scheduler';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { recordedDraft, startFakeSleeperServer, type FakeSleeperServer } from './support/fake-sleeper-server';
import { waitFor } from './support/sockets';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';

const REDIS_URL = 'redis://127.0.0.1:6379';
const POLL_MS = 25;
const OWN_SLOT = 3;
let nextDraftId = 1_257_154_391_174_000_000n;
const newDraftId = () => String((nextDraftId += 1n));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['without Redis (a timer in the process)', {} as Record<string, string>],
  ['with REDIS_URL (a repeatable BullMQ job)', { REDIS_URL }],
])('Sleeper live sync %s', (_label, env) => {
  let sleeper: FakeSleeperServer;
  let testApp: TestApp;
  let owner: TestAccount;
  let stranger: TestAccount;
  const http = () => request(testApp.app.getHttpServer());
  const appEnv = () => ({
    ...env,
    SLEEPER_API_URL: sleeper.url,
    DRAFT_SYNC_POLL_MS: String(POLL_MS),
  });
  const withRedis = 'REDIS_URL' in env;

  beforeAll(async () => {
    sleeper = await startFakeSleeperServer();
    testApp = await startTestApp(withRedis ? 'sleeper_sync_redis' : 'sleeper_sync', appEnv());
    [owner, stranger] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
  });

  afterAll(async () => {
    if (withRedis && testApp) {
      // This test database's queue keys, so the shared Redis keeps nothing of this run.
      const redis = testApp.app.get<RedisClient>(REDIS_CLIENT);
      const keys = await redis.keys(`draftmode:${new URL(testApp.database.url).pathname.slice(1)}:*`);
      if (keys.length > 0) await redis.del(keys);
    }
    await testApp?.close();
    await sleeper?.close();
  });

  async function createTeam(account: TestAccount = owner): Promise<string> {
    const response = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({
        name: `Sleeper ${randomUUID().slice(0, 8)}`,
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: OWN_SLOT,
        commandId: randomUUID(),
      })
      .expect(201);
    return response.body.team.team.id as string;
  }

  async function versionOf(teamId: string): Promise<number> {
    return (await http().get(`/api/teams/${teamId}`).set(bearer(owner.token)).expect(200)).body.version as number;
  }

  async function link(teamId: string, body: Record<string, unknown>, account: TestAccount = owner): Promise<request.Response> {
    return http()
      .post(`/api/teams/${teamId}/sleeper-link`)
      .set(bearer(account.token))
      .send({
        expectedVersion: await versionOf(teamId),
        commandId: randomUUID(),
        ...body,
      });
  }

  async function linkOk(teamId: string, body: Record<string, unknown>): Promise<request.Response> {
    const response = await link(teamId, body);
    expect({
      status: response.status,
      body: response.status === 200 ? 'ok' : response.body,
    }).toEqual({ status: 200, body: 'ok' });
    return response;
  }

  async function status(teamId: string): Promise<SleeperSyncStatusDto> {
    return (await http().get(`/api/teams/${teamId}/sleeper-sync`).set(bearer(owner.token)).expect(200)).body as SleeperSyncStatusDto;
  }

  async function events(teamId: string): Promise<{ type: string; command_id: string; data: { playerId?: string } }[]> {
    return testApp.app
      .get(DataSource)
      .query('SELECT type, command_id, data FROM events WHERE stream_id = $1 ORDER BY version', [`team-${teamId}`]);
  }

  async function lastPickNo(teamId: string): Promise<number> {
    const [row] = (await testApp.app.get(DataSource).query('SELECT last_pick_no FROM draft_sync WHERE team_id = $1', [teamId])) as {
      last_pick_no: number;
    }[];
    return row?.last_pick_no ?? -1;
  }

  it('replays a recorded 12-team draft pick by pick: each pick recorded once, own picks drafted, unmatched ones reported', async () => {
    const recording = recordedDraft();
    const draftId = newDraftId();
    const replay = sleeper.addDraft(draftId, recording);
    const teamId = await createTeam();

    const linked = await linkOk(teamId, { draftId, draftSlot: OWN_SLOT });
    // The link and the draft's pick timer (90 s, paused until Sleeper drafts): two events.
    expect(linked.body).toMatchObject({
      duplicate: false,
      version: 3,
      sleeperSync: {
        linked: true,
        draftId,
        draftSlot: OWN_SLOT,
        polling: true,
      },
    });
    expect(linked.body.team.pickClock).toMatchObject({ secondsPerPick: 90, pausedAt: expect.any(String) });

    for (let shown = 1; shown <= replay.picks.length; shown += 1) {
      replay.reveal(shown);
      await waitFor(`pick ${shown} to be dealt with`, async () => (await lastPickNo(teamId)) >= shown);
    }

    const stream = await events(teamId);
    const sleeperEvents = stream.filter((event) => event.command_id.startsWith(`sleeper-${draftId}-`));
    // Every pick once: no command id twice, and one event per recorded pick.
    expect(new Set(sleeperEvents.map((event) => event.command_id)).size).toBe(sleeperEvents.length);
    expect(sleeperEvents).toHaveLength(178);
    const unmatchedPickNos = [162, 178];
    expect(sleeperEvents.map((event) => Number(event.command_id.split('-').at(-1)))).toEqual(
      recording.picks.map((pick) => pick.pick_no).filter((pickNo) => !unmatchedPickNos.includes(pickNo)),
    );

    // The user's slot went to DraftPlayer, everyone else's to RecordTakenByOther, with the pool ids.
    const index = new PlayerNameIndex(bundledPlayers());
    const bySleeperId = new Map(
      bundledPlayers()
        .filter((player) => player.sleeperId)
        .map((player) => [player.sleeperId!, player.id]),
    );
    const expectedId = (pick: (typeof recording.picks)[number]) => {
      const found = index.find({
        name: `${pick.metadata.first_name} ${pick.metadata.last_name}`,
        position: pick.metadata.position as never,
        team: pick.metadata.team,
      });
      return bySleeperId.get(pick.player_id) ?? ('player' in found ? found.player.id : null);
    };
    const own = recording.picks.filter((pick) => pick.draft_slot === OWN_SLOT);
    expect(sleeperEvents.filter((event) => event.type === 'PlayerDrafted').map((event) => event.data.playerId)).toEqual(
      own.map(expectedId),
    );
    expect(sleeperEvents.filter((event) => event.type === 'PlayerTakenByOther')).toHaveLength(178 - own.length);
    const team = (await http().get(`/api/teams/${teamId}`).set(bearer(owner.token)).expect(200)).body;
    expect(team.roster.playerIds).toHaveLength(15);
    // Own picks are numbered by draft slot, so they read as on Sleeper even past the unmatched picks.
    expect(team.roster.ownPicks.map((pick: { overallPick: number }) => pick.overallPick)).toEqual(own.map((pick) => pick.pick_no));
    expect(team.takenByOthers).toHaveLength(163);
    // The clock took Sleeper's timer paused at the link and ran once Sleeper was drafting (once, before the first pick).
    expect(team.pickClock).toMatchObject({ secondsPerPick: 90, pausedAt: null });
    expect(stream.filter((event) => event.type === 'PickClockSet').map((event) => (event.data as { paused?: boolean }).paused)).toEqual([
      true,
      false,
    ]);

    await waitFor('the sync to stop once Sleeper reports the draft complete', async () => !(await status(teamId)).polling);
    const done = await status(teamId);
    expect(done).toMatchObject({
      linked: true,
      draftId,
      draftSlot: OWN_SLOT,
      polling: false,
      draftStatus: 'complete',
      lastPickNo: 180,
      picksRecorded: 178,
      lastError: null,
    });
    expect(done.unmatchedPicks).toEqual([
      expect.objectContaining({
        pickNo: 162,
        round: 14,
        platformPlayerId: '4017',
        name: 'Myles Garrett',
        position: 'DE',
        reason: expect.stringContaining('DE, a position DraftMode does not draft'),
      }),
      expect.objectContaining({
        pickNo: 178,
        round: 15,
        platformPlayerId: '12514',
        name: 'Tory Horton',
        reason: expect.stringContaining('no player named "Tory Horton" (WR) in the pool'),
      }),
    ]);

    // Overlapping and repeated polls over the whole draft again record nothing twice.
    await testApp.app.get(DataSource).query('UPDATE draft_sync SET last_pick_no = 0 WHERE team_id = $1', [teamId]);
    const poller = testApp.app.get(DraftSyncPoller);
    await Promise.all([poller.poll('sleeper', teamId), poller.poll('sleeper', teamId), poller.poll('sleeper', teamId)]);
    await testApp.app.get(DataSource).query('UPDATE draft_sync SET last_pick_no = 0 WHERE team_id = $1', [teamId]);
    await poller.poll('sleeper', teamId);
    expect(await events(teamId)).toHaveLength(stream.length);
    expect((await status(teamId)).picksRecorded).toBe(178);
  }, 180_000); // 180 polls one pick apart: generous for a loaded machine

  it('without a slot records every pick as another team’s; unlinking stops the polling', async () => {
    const draftId = newDraftId();
    const replay = sleeper.addDraft(draftId);
    const teamId = await createTeam();
    await linkOk(teamId, { draftId });
    replay.reveal(5);
    await waitFor('5 picks', async () => (await lastPickNo(teamId)) >= 5);
    const taken = (await events(teamId)).filter((event) => event.type === 'PlayerTakenByOther');
    expect(taken.map((event) => event.command_id)).toEqual([1, 2, 3, 4, 5].map((pickNo) => `sleeper-${draftId}-${pickNo}`));

    const version = await versionOf(teamId);
    const unlinked = await http()
      .delete(`/api/teams/${teamId}/sleeper-link`)
      .set(bearer(owner.token))
      .query({ expectedVersion: version, commandId: randomUUID() })
      .expect(200);
    expect(unlinked.body.version).toBe(version + 1);
    expect(await status(teamId)).toEqual({
      linked: false,
      draftId: null,
      draftSlot: null,
      polling: false,
      draftStatus: null,
      lastPolledAt: null,
      lastPickNo: 0,
      picksRecorded: 0,
      unmatchedPicks: [],
      lastError: null,
      reconnect: false,
    });
    await sleep(POLL_MS * 4);
    const requestsAfterUnlink = replay.requests;
    replay.reveal(20);
    await sleep(POLL_MS * 12);
    expect(replay.requests).toBe(requestsAfterUnlink);
    expect((await events(teamId)).filter((event) => event.type === 'PlayerTakenByOther')).toHaveLength(5);
    if (withRedis) expect(await testApp.app.get(DraftSyncScheduler).isScheduled('sleeper', teamId)).toBe(false);

    // Linking again picks up where Sleeper is, and the five picks already recorded stay recorded once.
    await linkOk(teamId, { draftId });
    await waitFor('20 picks', async () => (await lastPickNo(teamId)) >= 20);
    const again = (await events(teamId)).filter((event) => event.type === 'PlayerTakenByOther');
    expect(again.map((event) => event.command_id)).toEqual(Array.from({ length: 20 }, (_, i) => `sleeper-${draftId}-${i + 1}`));
    expect((await status(teamId)).picksRecorded).toBe(15);
  });

  it('records Sleeper failures in the status and retries them on the next poll', async () => {
    const draftId = newDraftId();
    const replay = sleeper.addDraft(draftId);
    const teamId = await createTeam();
    await linkOk(teamId, { draftId, draftSlot: OWN_SLOT });
    replay.failNext(1000, 503);
    replay.reveal(4);
    const failing = await waitFor('the failure in the status', async () => {
      const current = await status(teamId);
      return current.lastError ? current : null;
    });
    expect(failing).toMatchObject({
      linked: true,
      polling: true,
      lastPickNo: 0,
      lastError: { message: 'Sleeper answered 503 Service Unavailable' },
    });

    // Cut connections are failures too.
    (replay as unknown as { failures: number[] }).failures.splice(0);
    replay.failNext(3, 0);
    await waitFor('a cut connection in the status', async () =>
      (await status(teamId)).lastError?.message.startsWith('Sleeper could not be reached'),
    );

    await waitFor('the picks once Sleeper answers again', async () => (await lastPickNo(teamId)) >= 4);
    const recovered = await waitFor('the error to clear', async () => {
      const current = await status(teamId);
      return current.lastError === null ? current : null;
    });
    expect(recovered).toMatchObject({
      lastPickNo: 4,
      picksRecorded: 4,
      draftStatus: 'drafting',
    });
    expect((await events(teamId)).filter((event) => event.command_id.startsWith('sleeper-'))).toHaveLength(4);
  });

  it('stops polling a team once it is deleted', async () => {
    const draftId = newDraftId();
    const replay = sleeper.addDraft(draftId);
    const doomed = await createTeam();
    await linkOk(doomed, { draftId });
    await http()
      .delete(`/api/teams/${doomed}`)
      .set(bearer(owner.token))
      .query({
        expectedVersion: await versionOf(doomed),
        commandId: randomUUID(),
      })
      .expect(200);
    await waitFor(
      'the deleted team to stop being polled',
      async () => !(await testApp.app.get(DraftSyncScheduler).isScheduled('sleeper', doomed)),
    );
    const [row] = (await testApp.app
      .get(DataSource)
      .query('SELECT count(*)::int AS count FROM draft_sync WHERE team_id = $1', [doomed])) as {
      count: number;
    }[];
    expect(row?.count).toBe(0);
    await sleep(POLL_MS * 4);
    const requestsAfterDelete = replay.requests;
    replay.reveal(5);
    await sleep(POLL_MS * 12);
    expect(replay.requests).toBe(requestsAfterDelete);
  });

  it('documents the Sleeper routes in the OpenAPI document', async () => {
    const document = (await http().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(Object.keys(document.paths['/api/teams/{id}/sleeper-link'] ?? {}).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(document.paths['/api/teams/{id}/sleeper-sync'] ?? {})).toEqual(['get']);
    expect(JSON.stringify(document.paths['/api/teams/{id}/sleeper-link']!['post']!.requestBody)).toContain('draftSlot');
  });

  it('validates the link, answers 404 for another user’s team and stores nothing it refused', async () => {
    const draftId = newDraftId();
    sleeper.addDraft(draftId);
    const teamId = await createTeam();
    const before = (await events(teamId)).length;

    const cases: [Record<string, unknown>, number, string][] = [
      [{ draftId: 'sleeper.com/draft/nfl/123' }, 400, SLEEPER_MESSAGES.draftId],
      [{ draftId: '' }, 400, SLEEPER_MESSAGES.draftId],
      [{ draftId: 42 }, 400, SLEEPER_MESSAGES.draftId],
      [{}, 400, SLEEPER_MESSAGES.draftId],
      [{ draftId, draftSlot: 0 }, 400, SLEEPER_MESSAGES.draftSlot],
      [{ draftId, draftSlot: 2.5 }, 400, SLEEPER_MESSAGES.draftSlot],
      [{ draftId, draftSlot: '3' }, 400, SLEEPER_MESSAGES.draftSlot],
      [{ draftId, draftSlot: 13 }, 400, 'A Sleeper draft needs an id, and its draft slot must be between 1 and 12'],
      [{ draftId: '999999999999' }, 400, SLEEPER_MESSAGES.draftNotFound('999999999999')],
      [{ draftId, commandId: 'not-a-uuid' }, 400, 'commandId must be a UUID generated by the client for this command'],
      [{ draftId, expectedVersion: 7 }, 409, 'This team changed on another device. Your view has been refreshed.'],
    ];
    for (const [body, statusCode, message] of cases) {
      const response = await link(teamId, body);
      expect({
        body,
        status: response.status,
        message: response.body.message,
      }).toEqual({ body, status: statusCode, message });
    }
    expect((await link(teamId, { draftId }, stranger)).status).toBe(404);
    await http().get(`/api/teams/${teamId}/sleeper-sync`).set(bearer(stranger.token)).expect(404);
    await http()
      .delete(`/api/teams/${teamId}/sleeper-link`)
      .set(bearer(stranger.token))
      .query({ expectedVersion: 1, commandId: randomUUID() })
      .expect(404);
    await http().get(`/api/teams/${randomUUID()}/sleeper-sync`).set(bearer(owner.token)).expect(404);
    await http().get('/api/teams/not-a-team/sleeper-sync').set(bearer(owner.token)).expect(404);
    await http().get(`/api/teams/${teamId}/sleeper-sync`).expect(401);
    const notLinked = await http()
      .delete(`/api/teams/${teamId}/sleeper-link`)
      .set(bearer(owner.token))
      .query({ expectedVersion: 1, commandId: randomUUID() })
      .expect(409);
    expect(notLinked.body.message).toBe('This team is not linked to a Sleeper draft');
    const badEnvelope = await http()
      .delete(`/api/teams/${teamId}/sleeper-link`)
      .set(bearer(owner.token))
      .query({ expectedVersion: 'one' })
      .expect(400);
    expect(badEnvelope.body.message).toBe('expectedVersion must be a whole number of zero or more (the team version you last saw)');

    expect(await events(teamId)).toHaveLength(before);
    expect(await testApp.app.get(DataSource).query('SELECT team_id FROM draft_sync WHERE team_id = $1', [teamId])).toEqual([]);
  });

  // Last: the extra processes register their own passport strategy, which outlives them.
  it('picks linked teams up again after a restart', async () => {
    const draftId = newDraftId();
    const replay = sleeper.addDraft(draftId);
    // A second process on the same database links a team, then stops; picks keep coming on Sleeper.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...appEnv(),
      DATABASE_URL: testApp.database.url,
    });
    const first = await createApp({
      ...config,
      databaseUrl: testApp.database.url,
      jwtSecret: TEST_JWT_SECRET,
    });
    await first.init();
    const teamId = await createTeam();
    await request(first.getHttpServer())
      .post(`/api/teams/${teamId}/sleeper-link`)
      .set(bearer(owner.token))
      .send({
        expectedVersion: 1,
        commandId: randomUUID(),
        draftId,
        draftSlot: OWN_SLOT,
      })
      .expect(200);
    await first.close();
    // Without Redis the schedule died with the process; with it, drop it too, so only the start-up
    // reconciliation from the event store can bring it back.
    if (withRedis) {
      const queue = new Queue(DRAFT_SYNC_QUEUE, {
        connection: testApp.app.get<RedisClient>(REDIS_CLIENT),
        prefix: `draftmode:${new URL(testApp.database.url).pathname.slice(1)}:bull`,
      });
      await queue.removeJobScheduler(draftSyncSchedulerId('sleeper', teamId));
      // The suite's own app shares this queue: a poll of this team it already took (or queued)
      // would record picks while "nothing runs". Drop the queued ones and let a running one end.
      const jobsOfTeam = async () =>
        (await queue.getJobs(['active', 'waiting', 'delayed', 'prioritized'])).filter(
          (job) => (job?.data as { teamId?: string } | undefined)?.teamId === teamId,
        );
      for (const job of await jobsOfTeam()) if (!(await job.isActive())) await job.remove().catch(() => undefined);
      await waitFor('no poll of this team in flight', async () => (await jobsOfTeam()).length === 0);
      await queue.close();
    }
    replay.reveal(6);
    await sleep(POLL_MS * 8);
    expect(await lastPickNo(teamId)).toBeLessThan(6);

    const second = await createApp({
      ...config,
      databaseUrl: testApp.database.url,
      jwtSecret: TEST_JWT_SECRET,
    });
    await second.init();
    try {
      await waitFor('the restarted process to record the picks', async () => (await lastPickNo(teamId)) >= 6);
      const recorded = (await events(teamId)).filter((event) => event.command_id.startsWith(`sleeper-${draftId}-`));
      expect(recorded.map((event) => event.type)).toEqual([
        'PlayerTakenByOther',
        'PlayerTakenByOther',
        'PlayerDrafted',
        'PlayerTakenByOther',
        'PlayerTakenByOther',
        'PlayerTakenByOther',
      ]);
    } finally {
      await second.close();
    }
  });
});
