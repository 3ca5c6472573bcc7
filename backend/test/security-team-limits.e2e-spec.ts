import { randomUUID } from 'node:crypto';
import { DRAFT_SYNC_MESSAGES, MESSAGES, SLEEPER_MESSAGES, type SleeperSyncStatusDto } from '@draftmode/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DraftSyncScheduler } from '../src/modules/teams/draft-sync/draft-sync.scheduler';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startFakeSleeperServer, type FakeSleeperServer } from './support/fake-sleeper-server';
import { startTestApp, type TestApp } from './support/test-app';
import { waitFor } from './support/sockets';

const POLL_MS = 20;
let nextDraftId = 1_357_154_391_174_000_000n;
const newDraftId = () => String((nextDraftId += 1n));

/**
 * Issue 13 item 10: one user cannot make the server keep unbounded work: teams and Sleeper links
 * per user are limited, a link is checked against Sleeper, and a failing sync backs off and stops.
 */
describe('team and Sleeper link limits, Sleeper back-off', () => {
  let sleeper: FakeSleeperServer;
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    sleeper = await startFakeSleeperServer();
    testApp = await startTestApp('team_limits', { SLEEPER_API_URL: sleeper.url, DRAFT_SYNC_POLL_MS: String(POLL_MS) });
  });

  afterAll(async () => {
    await testApp?.close();
    await sleeper?.close();
  });

  function createTeam(account: TestAccount, name = `Team ${randomUUID().slice(0, 8)}`, commandId: string = randomUUID()): request.Test {
    return http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId });
  }

  const teamIdOf = (response: request.Response) => (response.body as { team: { team: { id: string } } }).team.team.id;

  async function link(account: TestAccount, teamId: string, draftId: string): Promise<request.Response> {
    const version = (await http().get(`/api/teams/${teamId}`).set(bearer(account.token)).expect(200)).body.version as number;
    return http()
      .post(`/api/teams/${teamId}/sleeper-link`)
      .set(bearer(account.token))
      .send({ draftId, expectedVersion: version, commandId: randomUUID() });
  }

  const status = async (account: TestAccount, teamId: string) =>
    (await http().get(`/api/teams/${teamId}/sleeper-sync`).set(bearer(account.token)).expect(200)).body as SleeperSyncStatusDto;

  it('allows 50 teams per user; the 51st is refused with a message, a retried create still answers', async () => {
    const account = await signUp(testApp.app);
    let lastCommandId: string = randomUUID();
    for (let i = 0; i < 50; i++) {
      lastCommandId = randomUUID();
      await createTeam(account, `Team ${i}`, lastCommandId).expect(201);
    }
    const refused = await createTeam(account).expect(409);
    expect(refused.body).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.tooManyTeams(50) });
    // The same command again is a retry of a team that exists, not a new one.
    await createTeam(account, 'Team 49', lastCommandId).expect(201);
    const rows = (await testApp.app
      .get(DataSource)
      .query('SELECT count(*)::int AS count FROM team_list WHERE user_id = $1', [account.id])) as { count: number }[];
    expect(rows[0]?.count).toBe(50);
    // Other users are not affected.
    await createTeam(await signUp(testApp.app)).expect(201);
  });

  it('refuses a link while Sleeper cannot be reached, and links nothing', async () => {
    const account = await signUp(testApp.app);
    const teamId = teamIdOf(await createTeam(account).expect(201));
    const draftId = newDraftId();
    sleeper.addDraft(draftId).failNext(1, 503);
    const refused = await link(account, teamId, draftId);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(SLEEPER_MESSAGES.unreachable);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await status(account, teamId)).linked).toBe(false);
    await link(account, teamId, draftId).then((response) => expect(response.status).toBe(200));
  });

  it('allows 5 polled Sleeper links per user', async () => {
    const account = await signUp(testApp.app);
    for (let i = 0; i < 5; i++) {
      const draftId = newDraftId();
      sleeper.addDraft(draftId);
      const teamId = teamIdOf(await createTeam(account).expect(201));
      expect((await link(account, teamId, draftId)).status).toBe(200);
    }
    const draftId = newDraftId();
    sleeper.addDraft(draftId);
    const sixth = teamIdOf(await createTeam(account).expect(201));
    const refused = await link(account, sixth, draftId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DRAFT_SYNC_MESSAGES.tooManyLinks(5));
    expect((await status(account, sixth)).linked).toBe(false);
  });

  it('backs off while Sleeper fails, stops after 8 failures in a row and says so; linking again resumes', async () => {
    const account = await signUp(testApp.app);
    const teamId = teamIdOf(await createTeam(account).expect(201));
    const draftId = newDraftId();
    const replay = sleeper.addDraft(draftId);
    expect((await link(account, teamId, draftId)).status).toBe(200);
    replay.failNext(1000, 503);
    const failures = (replay as unknown as { failures: number[] }).failures;

    // Each failure in a row doubles the wait before the next poll (from DRAFT_SYNC_POLL_MS).
    const database = testApp.app.get(DataSource);
    const backoff = await waitFor('three failures in a row', async () => {
      const [row] = (await database.query(
        `SELECT consecutive_failures AS failures, round(extract(epoch FROM next_poll_at - last_error_at) * 1000)::int AS wait_ms
           FROM draft_sync WHERE team_id = $1 AND consecutive_failures BETWEEN 3 AND 7`,
        [teamId],
      )) as { failures: number; wait_ms: number }[];
      return row;
    });
    expect(backoff.wait_ms).toBe(POLL_MS * 2 ** backoff.failures);

    const stopped = await waitFor('the sync to stop', async () => {
      const current = await status(account, teamId);
      return current.polling ? null : current;
    });
    expect(stopped).toMatchObject({
      linked: true,
      polling: false,
      lastError: { message: DRAFT_SYNC_MESSAGES.stoppedAfterFailures(8, 'Sleeper answered 503 Service Unavailable') },
    });
    // 8 polls asked for the draft and its picks, then no more.
    expect(1000 - failures.length).toBe(16);
    expect(await testApp.app.get(DraftSyncScheduler).isScheduled('sleeper', teamId)).toBe(false);

    failures.splice(0);
    replay.reveal(2);
    expect((await link(account, teamId, draftId)).status).toBe(200);
    const resumed = await waitFor('the picks after linking again', async () => {
      const current = await status(account, teamId);
      return current.lastPickNo >= 2 ? current : null;
    });
    expect(resumed).toMatchObject({ polling: true, lastError: null, picksRecorded: 2 });
  });
});
