import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DRAFT_RULE_MESSAGES } from '@draftmode/draft-core';
import { presetPoints } from '@draftmode/domain';
import { bundledPool, importProjectionsCsv, type PlayerPool as PoolData } from '@draftmode/players';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { sharedDataDir } from './support/shared-data';
import { startTestApp, type TestApp } from './support/test-app';
import { useTeamsApi } from './support/teams-api';

/**
 * Per-stat scoring over the API: refused with one line naming what to import on a pool without
 * stat lines (the bundled one), and valuing players in the league's scoring on a pool written by
 * `players:sync --csv` from FantasyPros' projection exports.
 */
const tePremium = { ...presetPoints('ppr'), receptionBonus: { RB: 0, WR: 0, TE: 0.5 } };
const sixPointPassing = { ...presetPoints('ppr'), passTd: 6 };

describe('Per-stat scoring on a pool without stat lines', () => {
  const api = useTeamsApi('teams_scoring_no_stats');
  const { createTeam, command } = api;

  it('refuses it with 400 on pointsPerStat, naming what to import, and changes nothing', async () => {
    const created = await api
      .http()
      .post('/api/teams')
      .set(bearer(api.owner.token))
      .send({
        name: 'Premium',
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 3,
        pointsPerStat: sixPointPassing,
        commandId: randomUUID(),
      })
      .expect(400);
    expect(created.body.fields).toEqual({ pointsPerStat: DRAFT_RULE_MESSAGES.pointsPerStatNeedsStatLines });

    const { team } = await createTeam('Plain');
    const id = team.team.id;
    const change = await command(
      `/api/teams/${id}/settings`,
      1,
      { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, pointsPerStat: sixPointPassing },
      'put',
    ).expect(400);
    expect(change.body.fields).toEqual({ pointsPerStat: DRAFT_RULE_MESSAGES.pointsPerStatNeedsStatLines });
    const after = await api.http().get(`/api/teams/${id}`).set(bearer(api.owner.token)).expect(200);
    expect(after.body.team.version).toBe(1);
    expect(after.body.team).not.toHaveProperty('pointsPerStat');
    // Points per catch alone are scored from the preset projections: a TE premium is taken.
    const premium = await command(
      `/api/teams/${id}/settings`,
      1,
      { scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, pointsPerStat: tePremium },
      'put',
    ).expect(200);
    expect(premium.body.team.team.pointsPerStat).toEqual(tePremium);
  });
});

describe('Per-stat scoring on a pool with stat lines', () => {
  let testApp: TestApp | undefined;
  let owner: TestAccount;
  let dataDir: string;

  beforeAll(async () => {
    // What `players:sync -- --csv` writes: the pool with FantasyPros' projection exports applied (real 2019 files).
    let pool: PoolData = bundledPool();
    for (const position of ['QB', 'RB', 'WR', 'TE']) {
      const fileName = `FantasyPros_Fantasy_Football_Projections_${position}.csv`;
      const text = readFileSync(join(sharedDataDir(), 'fantasypros-projections', '2019', fileName), 'utf8');
      pool = importProjectionsCsv(text, { pool, fileName }).pool;
    }
    dataDir = mkdtempSync(join(tmpdir(), 'draftmode-stat-lines-'));
    writeFileSync(join(dataDir, 'player-pool.json'), JSON.stringify(pool));
    testApp = await startTestApp('teams_scoring_stats', { DATA_DIR: dataDir });
    owner = await signUp(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("takes a TE premium and values the league's TEs with it", async () => {
    const http = () => request(testApp!.app.getHttpServer());
    const create = (name: string, extra: object) =>
      http()
        .post('/api/teams')
        .set(bearer(owner.token))
        .send({ name, scoringFormat: 'PPR', leagueSize: 12, draftPosition: 3, commandId: randomUUID(), ...extra });
    const premium = (await create('Premium', { pointsPerStat: tePremium }).expect(201)).body.team.team;
    const plain = (await create('Plain', {}).expect(201)).body.team.team;
    expect(premium.pointsPerStat).toEqual(tePremium);

    const kelceIn = async (teamId: string) => {
      const page = await http()
        .get('/api/players')
        .query({ teamId, search: 'Travis Kelce', limit: 1 })
        .set(bearer(owner.token))
        .expect(200);
      return page.body.players[0] as { projectedPoints: number; vor: number; stats: { receptions: number } };
    };
    const inPremium = await kelceIn(premium.id);
    const inPlain = await kelceIn(plain.id);
    expect(inPremium.stats.receptions).toBeGreaterThan(50);
    expect(inPremium.projectedPoints).toBeCloseTo(inPlain.projectedPoints + 0.5 * inPremium.stats.receptions, 0);
    expect(inPremium.vor).toBeGreaterThan(inPlain.vor);
  });
});
