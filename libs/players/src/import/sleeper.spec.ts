import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledPlayers } from '../data/bundled-pool';
import { sharedDataDir } from '../testing/shared-data';
import { parsePlayerPool } from '../pool/player-pool';
import { startFixtureServer, type FixtureServer } from './__fixtures__/fixture-server';
import { PlayerImportError } from './import-error';
import {
  convertSleeperPool,
  fetchSleeperPlayers,
  fetchSleeperProjections,
  importSleeperPool,
  sleeperStatLine,
  type SleeperPlayersResponse,
} from './sleeper';

let server: FixtureServer;
const reference = bundledPlayers();

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.setMode('ok');
  server.requests.length = 0;
});

const run = (onProgress?: (done: number, total: number, label: string) => void) =>
  importSleeperPool({
    season: 2025,
    snapshotDate: '2025-09-01',
    reference,
    baseUrl: server.url,
    projectionsBaseUrl: `${server.url}/`,
    onProgress,
  });

describe('Sleeper fetchers', () => {
  it('GETs the players map and the projections with season type and positions', async () => {
    const players = await fetchSleeperPlayers({ baseUrl: server.url });
    expect(players['7564']).toMatchObject({ full_name: "Ja'Marr Chase", team: 'CIN' });
    const projections = await fetchSleeperProjections({ season: 2025, baseUrl: server.url });
    expect(projections.length).toBeGreaterThan(10);
    expect(server.requests).toEqual([
      'GET /v1/players/nfl',
      'GET /projections/nfl/2025?season_type=regular&position[]=QB&position[]=RB&position[]=WR&position[]=TE&position[]=K&position[]=DEF&order_by=adp_ppr',
    ]);
  });

  it('turns an error status, a non-JSON body and the wrong shape into one-line errors', async () => {
    server.setMode('players-503');
    await expect(fetchSleeperPlayers({ baseUrl: server.url })).rejects.toThrow(
      `Sleeper players API answered 503 Service Unavailable for ${server.url}/v1/players/nfl`,
    );
    server.setMode('projections-not-json');
    await expect(fetchSleeperProjections({ season: 2025, baseUrl: server.url })).rejects.toThrow(/sent a body that is not JSON/);
    server.setMode('projections-wrong-shape');
    await expect(fetchSleeperProjections({ season: 2025, baseUrl: server.url })).rejects.toThrow(/unexpected body .*\(root\): /);
  });

  it('says which host it could not reach', async () => {
    const closed = await startFixtureServer();
    await closed.close();
    const error = await fetchSleeperPlayers({ baseUrl: closed.url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlayerImportError);
    expect((error as Error).message).toMatch(
      new RegExp(`^Could not reach Sleeper players API at ${closed.url}/v1/players/nfl: .*ECONNREFUSED`),
    );
  });
});

describe('importSleeperPool', () => {
  it('builds a valid pool from the recorded responses', async () => {
    const { pool } = await run();
    expect(() => parsePlayerPool(pool)).not.toThrow();
    expect(pool).toMatchObject({ season: 2025, snapshotDate: '2025-09-01' });
    expect(pool.players.map((p) => p.id)).toEqual([
      'ja-marr-chase',
      'bijan-robinson',
      'amon-ra-st-brown',
      'de-von-achane',
      'josh-allen',
      'marvin-harrison-jr',
      'kenneth-walker-iii',
      'dk-metcalf',
      'brian-robinson-jr',
      'jordan-mason',
      'tyler-allgeier',
      'brandon-aubrey',
      'def-kc',
      'tory-horton',
    ]);
  });

  it('takes ADP, projections, team and injury from Sleeper and the rest from the bundled pool', async () => {
    const { pool } = await run();
    const byId = new Map(pool.players.map((p) => [p.id, p]));
    const chase = byId.get('ja-marr-chase')!;
    const bundledChase = reference.find((p) => p.id === 'ja-marr-chase')!;
    expect(chase).toEqual({
      ...bundledChase,
      adp: { ppr: 1.4, half: 1.5, std: 1.7 },
      projection: { ppr: 330.4, half: 276.4, std: 222.4 },
      imageUrl: 'https://sleepercdn.com/content/nfl/players/thumb/7564.jpg',
      sleeperId: '7564',
    });
    expect(byId.get('de-von-achane')?.isInjured).toBe(true);
    // Sleeper's listing, for the games it is expected to cost.
    expect(byId.get('de-von-achane')?.injuryStatus).toBe('questionable');
    expect(byId.get('marvin-harrison-jr')).toMatchObject({ name: 'Marvin Harrison', sleeperId: '11632', tier: 3 });
    // Traded after the bundled snapshot: new team, new bye, same pool id.
    expect(byId.get('brian-robinson-jr')).toMatchObject({ team: 'SF', byeWeek: 14, sleeperId: '8228' });
    expect(byId.get('def-kc')).toMatchObject({
      name: 'Kansas City Chiefs D/ST',
      team: 'KC',
      byeWeek: 10,
      age: 0,
      imageUrl: 'https://sleepercdn.com/images/team_logos/nfl/kc.png',
    });
  });

  it('keeps handcuff links whose starter was imported and drops the others', async () => {
    const { pool } = await run();
    const byId = new Map(pool.players.map((p) => [p.id, p]));
    expect(byId.get('tyler-allgeier')).toMatchObject({ isHandcuff: true, handcuffOf: 'bijan-robinson' });
    // Aaron Jones is not in the recorded response, so Jordan Mason's link cannot stand.
    expect(byId.get('jordan-mason')).toMatchObject({ isHandcuff: false, handcuffOf: null });
  });

  it('adds players missing from the bundled pool with estimated tier and spread, and reports them', async () => {
    const result = await run();
    expect(result.matchedCount).toBe(13);
    expect(result.unmatched).toEqual([
      {
        row: { sleeperId: '12514', name: 'Tory Horton', position: 'WR', team: 'SEA' },
        reason: 'not-in-pool',
        message: 'no player named "Tory Horton" (WR) in the pool',
      },
    ]);
    const horton = result.pool.players.find((p) => p.id === 'tory-horton')!;
    expect(horton).toMatchObject({ tier: 7, targetShare: null, nflTop100Rank: null, byeWeek: 8, age: 22 });
    expect(horton.adpStdDev).toBeGreaterThanOrEqual(8);
    // The undrafted tight end (ADP 999) and the defensive end are skipped.
    expect(result.skippedCount).toBe(2);
  });

  it('reports progress through fetching and converting', async () => {
    const calls: [number, number, string][] = [];
    await run((...args) => calls.push(args));
    expect(calls[0]).toEqual([0, 2, 'Fetching Sleeper players']);
    expect(calls).toContainEqual([1, 2, 'Fetching Sleeper projections']);
    expect(calls.at(-1)).toEqual([16, 16, 'Converting Sleeper players']);
  });
});

describe('sleeperStatLine', () => {
  it("reads Sleeper's projected stats into a stat line, two-point conversions summed", () => {
    const stats = {
      pts_ppr: 330.4,
      pass_yd: 10,
      rush_yd: 45.5,
      rush_td: 0.4,
      rec: 108,
      rec_yd: 1480.2,
      rec_td: 11.3,
      fum_lost: 0.6,
      rec_2pt: 0.5,
      rush_2pt: 0.1,
    };
    expect(sleeperStatLine(stats, 'WR')).toEqual({
      passYds: 10,
      passTds: 0,
      passInts: 0,
      rushYds: 45.5,
      rushTds: 0.4,
      receptions: 108,
      recYds: 1480.2,
      recTds: 11.3,
      fumblesLost: 0.6,
      twoPointConversions: 0.6,
    });
  });

  it('has none for points-only entries, kickers and defenses', () => {
    expect(sleeperStatLine({ pts_ppr: 330.4, rec: 108 }, 'WR')).toBeNull();
    expect(sleeperStatLine({ rush_yd: 1 }, 'K')).toBeNull();
    expect(sleeperStatLine(null, 'RB')).toBeNull();
  });
});

describe('the ESPN and Yahoo ids Sleeper lists', () => {
  // 500 real entries of Sleeper's /players/nfl (platforms/SOURCES.md row 70; the repo that saved
  // them added "tier" and "stats", which the importer does not read).
  const crosswalk = () =>
    JSON.parse(
      readFileSync(join(sharedDataDir(), 'platforms', 'sleeper', 'brownjf2027__SleeperTierSite@0d7af8f', 'top_players.json'), 'utf8'),
    ) as SleeperPlayersResponse;
  const projection = (playerId: string, adp: number) => ({
    player_id: playerId,
    stats: { adp_ppr: adp, adp_half_ppr: adp, adp_std: adp, pts_ppr: 300 },
  });

  it('keeps them beside the Sleeper id, and leaves them out where Sleeper has none', () => {
    const { pool } = convertSleeperPool({
      players: crosswalk(),
      projections: [projection('4984', 10), projection('4034', 2), projection('9509', 3)],
      reference,
      season: 2024,
      snapshotDate: '2024-08-01',
    });
    const byId = new Map(pool.players.map((player) => [player.sleeperId, player]));
    expect(byId.get('4984')).toMatchObject({ name: 'Josh Allen', espnId: '3918298', yahooId: '30977' });
    expect(byId.get('4034')).toMatchObject({ name: 'Christian McCaffrey', espnId: '3117251', yahooId: '30121' });
    expect(byId.get('9509')).not.toHaveProperty('espnId');
    expect(byId.get('9509')).not.toHaveProperty('yahooId');
    expect(() => parsePlayerPool(pool)).not.toThrow();
    expect(parsePlayerPool(pool).players.find((player) => player.sleeperId === '4984')).toMatchObject({ espnId: '3918298' });
  });
});
