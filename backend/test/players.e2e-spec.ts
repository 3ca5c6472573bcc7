import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledPool } from '@draftmode/players';
import request from 'supertest';
import { bearer, signUp, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

describe('Players API', () => {
  let testApp: TestApp;
  let account: TestAccount;
  const http = () => request(testApp.app.getHttpServer());
  const players = (query: Record<string, unknown>) => http().get('/api/players').query(query).set(bearer(account.token));

  beforeAll(async () => {
    testApp = await startTestApp('players');
    account = await signUp(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('finds a player ignoring case, accents and punctuation', async () => {
    const response = await players({ search: 'ja marr' }).expect(200);
    expect(response.body.players.map((player: { name: string }) => player.name)).toContain("Ja'Marr Chase");
    expect((await players({ search: 'JAMARR' }).expect(200)).body.players[0].name).toBe("Ja'Marr Chase");
    expect((await players({ search: 'zzzz-nobody' }).expect(200)).body).toMatchObject({ total: 0, players: [] });
  });

  it('filters by position and sorts by ADP, projection or VOR, with paging', async () => {
    const qbs = await players({ position: 'qb', sort: 'adp', limit: 10 }).expect(200);
    expect(qbs.body.players).toHaveLength(10);
    expect(qbs.body.players.every((player: { position: string }) => player.position === 'QB')).toBe(true);
    const adps = qbs.body.players.map((player: { adp: { ppr: number } }) => player.adp.ppr);
    expect(adps).toEqual([...adps].sort((a, b) => a - b));

    const byVor = await players({ sort: 'vor', limit: 20 }).expect(200);
    const vors = byVor.body.players.map((player: { vor: number }) => player.vor);
    expect(vors).toEqual([...vors].sort((a, b) => b - a));
    const byProjection = await players({ sort: 'projection', format: 'std', limit: 20 }).expect(200);
    expect(byProjection.body.format).toBe('std');
    const points = byProjection.body.players.map((player: { projectedPoints: number }) => player.projectedPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));

    const page = await players({ limit: 5, offset: 5 }).expect(200);
    const all = await players({ limit: 10 }).expect(200);
    expect(page.body.players).toEqual(all.body.players.slice(5));
  });

  it('answers bad queries with clear 400s', async () => {
    expect((await players({ position: 'GOALIE' }).expect(400)).body.message).toBe('position must be one of QB, RB, WR, TE, K, DEF');
    expect((await players({ sort: 'age' }).expect(400)).body.message).toBe('sort must be adp, projection or vor');
    expect((await players({ limit: 0 }).expect(400)).body.message).toBe('limit must be a whole number from 1 to 500');
    expect((await players({ limit: 'lots' }).expect(400)).body.message).toBe('limit must be a whole number from 1 to 500');
    expect((await players({ teamId: 'abc' }).expect(400)).body.message).toBe('teamId must be a team id (UUID)');
    expect((await players({ colour: 'red' }).expect(400)).body.message).toBe('Unknown query parameter: colour');
  });

  it('lists the pool without an account, but a team filter or a bad token needs a valid sign-in', async () => {
    const anonymous = await http().get('/api/players').query({ limit: 3 }).expect(200);
    expect(anonymous.body.players).toHaveLength(3);
    const signedIn = await players({ limit: 3 }).expect(200);
    expect(anonymous.body.players).toEqual(signedIn.body.players);
    const withTeam = await http().get('/api/players').query({ teamId: randomUUID() }).expect(401);
    expect(withTeam.body.message).toBe('Sign in to see the players available to one of your teams.');
    await http().get('/api/players').set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('hides players already taken in a team’s draft', async () => {
    const created = await http()
      .post('/api/teams')
      .set(bearer(account.token))
      .send({ name: 'Hide Team', scoringFormat: 'Half-PPR', leagueSize: 10, draftPosition: 2, commandId: randomUUID() })
      .expect(201);
    const id = created.body.team.team.id as string;
    await http()
      .post(`/api/teams/${id}/taken`)
      .set(bearer(account.token))
      .send({ expectedVersion: 1, commandId: randomUUID(), playerId: 'ja-marr-chase' })
      .expect(200);
    await http()
      .post(`/api/teams/${id}/picks`)
      .set(bearer(account.token))
      .send({ expectedVersion: 2, commandId: randomUUID(), playerId: 'josh-allen' })
      .expect(200);

    const forTeam = await players({ teamId: id, limit: 500 }).expect(200);
    const ids = forTeam.body.players.map((player: { id: string }) => player.id);
    expect(forTeam.body.format).toBe('half');
    expect(ids).not.toContain('ja-marr-chase');
    expect(ids).not.toContain('josh-allen');
    expect(ids).toContain('bijan-robinson');
    expect((await players({ limit: 500 }).expect(200)).body.players.map((player: { id: string }) => player.id)).toContain('ja-marr-chase');
    await players({ teamId: randomUUID() }).expect(404);
  });

  it('says which season the pool is for', async () => {
    expect((await http().get('/api/players').query({ limit: 1 }).expect(200)).body).toMatchObject({
      season: 2025,
      snapshotDate: '2025-08-25',
    });
  });
});

describe('Players API on a pool file written by players:sync', () => {
  let testApp: TestApp | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'draftmode-pool-'));
    // The shape players:sync writes, for another season and with fewer players than the bundled pool.
    const pool = bundledPool();
    const players = pool.players.filter((player) => player.handcuffOf === null).slice(0, 40);
    writeFileSync(join(dataDir, 'player-pool.json'), JSON.stringify({ season: 2021, snapshotDate: '2021-08-30', source: 'test', players }));
    testApp = await startTestApp('players_pool_file', { DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await testApp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists the file's players and season", async () => {
    const page = await request(testApp!.app.getHttpServer()).get('/api/players').query({ limit: 500 }).expect(200);
    expect(page.body).toMatchObject({ season: 2021, snapshotDate: '2021-08-30', total: 40 });
  });
});
