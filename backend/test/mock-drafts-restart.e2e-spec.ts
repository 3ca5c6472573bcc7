import type { MockDraftDto } from '@draftmode/domain';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/infra/config/app-config';
import { bearer, signUp } from './support/accounts';
import { clearRedisKeys } from './support/redis-server';
import { api, startDraft, streamEvents, waitForDraft, type Detail } from './support/mock-drafts';
import { TEST_JWT_SECRET } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Two app instances, one after the other, on one database: a restart. */
async function restartable(label: string, env: NodeJS.ProcessEnv) {
  const database: TestDatabase = await createTestDatabase(label);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env, DATABASE_URL: database.url });
  const boot = async () => {
    const app = await createApp({ ...config, databaseUrl: database.url, jwtSecret: TEST_JWT_SECRET });
    await app.init();
    return app;
  };
  return { database, boot };
}

describe.each([
  ['in-process timers', {}],
  ['BullMQ delayed jobs', { REDIS_URL }],
] as const)('Mock draft resume after a restart (%s)', (_label, env) => {
  it('continues a running 1 s draft where it stood, without recording a pick twice', async () => {
    const { database, boot } = await restartable('REDIS_URL' in env ? 'mock_resume_redis' : 'mock_resume', env);
    let app = await boot();
    try {
      const account = await signUp(app);
      const started = await startDraft(app, account, { speed: '1s', seed: 314, leagueSize: 8, draftPosition: 4 });
      await waitForDraft(app, account, started.id, (draft) => draft.picksMade >= 1, 5000);
      await app.close();

      app = await boot();
      const resumed = await waitForDraft(app, account, started.id, (draft) => draft.userOnTheClock, 10_000);
      expect(resumed).toMatchObject({ picksMade: 3, currentOverallPick: 4, status: 'running' });
      const events = await streamEvents(app, started.teamId);
      expect(events.filter((event) => event.type === 'PlayerTakenByOther')).toHaveLength(3);
      // The resumed draft is the one the seed gives: the same bots' picks as an uninterrupted draft.
      const control = await startDraft(app, account, { speed: 'manual', seed: 314, leagueSize: 8, draftPosition: 4 });
      const controlled = (
        await api(app).post(`/api/mock-drafts/${control.id}/advance`).set(bearer(account.token)).send({ untilMyTurn: true }).expect(200)
      ).body as Detail;
      expect(controlled.teams.map((t) => t.picks.map((p) => p.playerId))).toEqual(resumed.teams.map((t) => t.picks.map((p) => p.playerId)));
    } finally {
      if ('REDIS_URL' in env) await clearRedisKeys(app, database.url);
      await app.close();
      await database.drop();
    }
  });

  it('pauses a draft whose bot turn keeps failing, with the reason, and resuming continues it', async () => {
    const { database, boot } = await restartable('REDIS_URL' in env ? 'mock_failing_redis' : 'mock_failing', env);
    const app = await boot();
    const db = app.get(DataSource);
    try {
      const account = await signUp(app);
      const started = await startDraft(app, account, { speed: '1s', seed: 7, leagueSize: 8, draftPosition: 4 });
      // Every append to the mock team's stream fails (a database error) from now on.
      await db.query(
        `CREATE FUNCTION fail_team_append() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$`,
      );
      await db.query(
        `CREATE TRIGGER fail_team_append BEFORE INSERT ON events FOR EACH ROW WHEN (NEW.stream_id = 'team-${started.teamId}') EXECUTE FUNCTION fail_team_append()`,
      );
      const paused = await waitForDraft(app, account, started.id, (draft) => draft.status === 'paused', 15_000);
      expect(paused.picksMade).toBe(0);
      expect(paused.pausedReason).toBe('The bots could not make their pick (a server error). Resume the draft to try again.');
      const listed = (await api(app).get('/api/mock-drafts').set(bearer(account.token)).expect(200)).body as MockDraftDto[];
      expect(listed[0]?.pausedReason).toBe(paused.pausedReason);

      await db.query('DROP TRIGGER fail_team_append ON events');
      await db.query('DROP FUNCTION fail_team_append()');
      const resumed = (
        await api(app).patch(`/api/mock-drafts/${started.id}`).set(bearer(account.token)).send({ paused: false }).expect(200)
      ).body as Detail;
      expect(resumed).toMatchObject({ status: 'running', pausedReason: null });
      await waitForDraft(app, account, started.id, (draft) => draft.picksMade >= 1, 5000);
    } finally {
      await db.query('DROP TRIGGER IF EXISTS fail_team_append ON events');
      await db.query('DROP FUNCTION IF EXISTS fail_team_append()');
      if ('REDIS_URL' in env) await clearRedisKeys(app, database.url);
      await app.close();
      await database.drop();
    }
  });
});
