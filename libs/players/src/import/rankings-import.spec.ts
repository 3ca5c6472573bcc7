import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Player } from '@draftmode/domain';
import { bundledPool } from '../data/bundled-pool';
import { NFL_TEAMS } from '../data/nfl-teams';
import { parsePlayerPool } from '../pool/player-pool';
import { normalizePlayerName } from './name-matching';
import { importRankingsCsv } from './rankings-import';

const fixture = (name: string): string => readFileSync(join(__dirname, '__fixtures__', name), 'utf8');
const FANTASY = /^(QB|RB|WR|TE|K|DST)\d*$/;

describe('importRankingsCsv: a FantasyPros overall ADP file of an unseen season as the whole source', () => {
  const text = fixture('FantasyPros_2021_Overall_ADP_Rankings.csv');
  const result = importRankingsCsv(text, {
    season: 2021,
    snapshotDate: '2021-08-30',
    sourceName: 'FantasyPros_2021_Overall_ADP_Rankings.csv',
  });
  const { pool } = result;
  const named = (name: string): Player[] => pool.players.filter((p) => p.name === name);

  it('adds every QB, RB, WR, TE, K and DST row and skips nothing', () => {
    expect(result).toMatchObject({ added: 230, updated: 0, skipped: [], idpRows: 7, blankLines: 2 });
    expect(result.perPosition).toEqual({ QB: 27, RB: 55, WR: 74, TE: 26, K: 16, DEF: 32 });
    expect(pool.players).toHaveLength(230);
    expect(pool).toMatchObject({ season: 2021, snapshotDate: '2021-08-30' });
    expect(pool.source).toBe(
      'ppr ADP from FantasyPros overall ADP with per-site columns ESPN, Sleeper, NFL, RTSports, FFC (FantasyPros_2021_Overall_ADP_Rankings.csv); projections from ADP where the file has none',
    );
    // The written pool is a valid pool file.
    expect(parsePlayerPool(JSON.parse(JSON.stringify(pool)))).toEqual(pool);
  });

  it("has the file's 32 defenses, one per team, under the file's names", () => {
    const defenses = pool.players.filter((p) => p.position === 'DEF');
    expect(defenses).toHaveLength(32);
    expect(new Set(defenses.map((d) => d.team))).toEqual(new Set(NFL_TEAMS.map((t) => t.abbr)));
    expect(defenses.find((d) => d.team === 'WAS')).toMatchObject({
      id: 'def-was',
      name: 'Washington Football Team',
      sleeperId: 'WAS',
      byeWeek: 9,
    });
  });

  it("lists the file's top 200 by ADP in the file's order", () => {
    const records = parse(text.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    const fileTop = records.filter((r) => FANTASY.test(r['POS'] ?? '')).slice(0, 200);
    const poolTop = [...pool.players].sort((a, b) => a.adp.ppr - b.adp.ppr).slice(0, 200);
    expect(poolTop.map((p) => [normalizePlayerName(p.name), p.adp.ppr])).toEqual(
      fileTop.map((r) => [normalizePlayerName(r['Player']!), Number(r['AVG'])]),
    );
  });

  it('takes names, teams, positions, byes and ADP from the file, in every format', () => {
    expect(pool.players[0]).toMatchObject({
      name: 'Christian McCaffrey',
      position: 'RB',
      team: 'CAR',
      byeWeek: 13,
      adp: { ppr: 1, half: 1, std: 1 },
    });
    expect(named("Le'Veon Bell")).toEqual([expect.objectContaining({ team: 'FA', byeWeek: 0 })]);
    expect(named('Travis Etienne Jr.')).toEqual([expect.objectContaining({ id: 'travis-etienne-jr', team: 'JAX', byeWeek: 7 })]);
  });

  it('keeps two players of one name on different teams apart', () => {
    expect(named('Ryan Griffin').map((p) => [p.id, p.position, p.team])).toEqual([
      ['ryan-griffin', 'TE', 'NYJ'],
      ['ryan-griffin-tb', 'QB', 'TB'],
    ]);
  });

  it('projects points from ADP, more for an earlier pick at the same position', () => {
    for (const player of pool.players) expect(player.projection.ppr).toBeGreaterThan(0);
    const mccaffrey = named('Christian McCaffrey')[0]!;
    const gainwell = named('Kenneth Gainwell')[0]!;
    expect(mccaffrey.projection.ppr).toBeGreaterThan(gainwell.projection.ppr);
    // Reception-free scoring takes less from a back than PPR gives him.
    expect(mccaffrey.projection.std).toBeLessThan(mccaffrey.projection.ppr);
  });

  it("borrows ids, Sleeper ids and ages from the bundled players of the same name, but not another season's roles", () => {
    // Josh Allen is 29 in the 2025 pool, so 25 in 2021; the JAX linebacker of that name is an IDP row.
    expect(named('Josh Allen')).toEqual([expect.objectContaining({ id: 'josh-allen', sleeperId: '4984', age: 25, team: 'BUF' })]);
    const chase = named("Ja'Marr Chase")[0]!;
    expect(chase).toMatchObject({ id: 'ja-marr-chase', targetShare: null, nflTop100Rank: null, handcuffOf: null, age: 21 });
  });
});

describe('importRankingsCsv: onto a pool', () => {
  const pool = bundledPool();
  const before = new Map(pool.players.map((p) => [p.id, p]));
  const result = importRankingsCsv(fixture('FantasyPros_2025_Overall_ADP_Rankings.csv'), { pool, snapshotDate: '2025-09-01' });
  const byId = new Map(result.pool.players.map((p) => [p.id, p]));

  it("sets the file's ADP for the format on the players it lists and leaves the rest alone", () => {
    expect(result).toMatchObject({ updated: 18, added: 0, skipped: [], idpRows: 1, blankLines: 1 });
    expect(byId.get('ja-marr-chase')).toMatchObject({
      adp: { ppr: 1, half: before.get('ja-marr-chase')!.adp.half },
      projection: before.get('ja-marr-chase')!.projection,
    });
    expect(byId.get('def-den')?.adp.ppr).toBe(139);
    expect(byId.get('def-kc')?.adp.ppr).toBe(164.4);
    expect(byId.get('puka-nacua')?.adp.ppr).toBe(8);
    expect(byId.get('bucky-irving')).toEqual(before.get('bucky-irving'));
    expect(result.pool.players).toHaveLength(pool.players.length);
    expect(result.pool.season).toBe(2025);
  });

  it('reads a superflex ADP export into the superflex ADP of the pool players it lists, adding nobody', () => {
    // A 2QB export has the columns of this one; a quarterback goes far earlier in it.
    const text = "name,position,team,bye,adp\nJosh Allen,QB,BUF,7,2.5\nJa'Marr Chase,WR,CIN,10,4\nNobody Known,QB,CHI,5,30\n";
    const superflex = importRankingsCsv(text, { pool, snapshotDate: '2025-09-01', superflex: true });
    const players = new Map(superflex.pool.players.map((p) => [p.id, p]));
    expect(players.get('josh-allen')).toMatchObject({ adpSuperflex: 2.5, adp: before.get('josh-allen')!.adp });
    expect(players.get('ja-marr-chase')?.adpSuperflex).toBe(4);
    expect(players.get('bijan-robinson')?.adpSuperflex).toBeUndefined();
    expect(superflex).toMatchObject({ updated: 2, added: 0 });
    expect(superflex.skipped).toEqual([expect.objectContaining({ kind: 'not-in-pool', name: 'Nobody Known' })]);
    expect(superflex.pool.players).toHaveLength(pool.players.length);
    expect(parsePlayerPool(JSON.parse(JSON.stringify(superflex.pool))).players.find((p) => p.id === 'josh-allen')?.adpSuperflex).toBe(2.5);
    expect(() => importRankingsCsv(text, { snapshotDate: '2025-09-01', superflex: true })).toThrow(/updates a pool/);
  });

  it('adds the players only the file has, updates the ones it shares, and breaks a name tie by team', () => {
    const made = importRankingsCsv('name,position,team,bye,adp\nMike Williams,WR,LAC,5,70\nMike Williams,WR,NYJ,12,120\n', {
      season: 2023,
      snapshotDate: '2023-08-20',
    }).pool;
    expect(made.players.map((p) => [p.id, p.team, p.byeWeek])).toEqual([
      ['mike-williams', 'LAC', 5],
      ['mike-williams-nyj', 'NYJ', 12],
    ]);
    const next = importRankingsCsv('name,position,team,adp\nMike Williams,WR,NYJ,98\nMike Williams,WR,,99\nCourtland Sutton,WR,DEN,60\n', {
      pool: made,
      snapshotDate: '2023-08-25',
    });
    expect(next).toMatchObject({ updated: 1, added: 1 });
    expect(next.pool.players.map((p) => [p.id, p.adp.ppr])).toEqual([
      ['courtland-sutton', 60],
      ['mike-williams', 70],
      ['mike-williams-nyj', 98],
    ]);
    expect(next.skipped).toEqual([
      {
        line: 3,
        kind: 'ambiguous',
        name: 'Mike Williams',
        message: 'line 3: "Mike Williams" (WR) matches 2 pool players (mike-williams LAC, mike-williams-nyj NYJ)',
      },
    ]);
  });

  it('lets the right row claim a pool player when a namesake on another team comes first', () => {
    const made = importRankingsCsv('name,position,team,adp\nRyan Griffin,TE,NYJ,230\n', { season: 2021, snapshotDate: '2021-08-30' }).pool;
    const next = importRankingsCsv('name,position,team,adp\nRyan Griffin,TE,HOU,200\nRyan Griffin,TE,NYJ,210\n', {
      pool: made,
      snapshotDate: '2021-09-01',
    });
    expect(next.pool.players.map((p) => [p.id, p.team, p.adp.ppr])).toEqual([
      ['ryan-griffin-hou', 'HOU', 200],
      ['ryan-griffin', 'NYJ', 210],
    ]);
  });

  it("moves a traded player to his new team, with the file's bye for it", () => {
    const result = importRankingsCsv(fixture('rankings.csv'), { pool: bundledPool(), snapshotDate: '2025-09-01' });
    expect(result.pool.players.find((p) => p.id === 'brian-robinson-jr')).toMatchObject({ team: 'SF', byeWeek: 14, adp: { ppr: 93 } });
    expect(result.pool.players.find((p) => p.id === 'ja-marr-chase')).toMatchObject({ adp: { ppr: 1.2 }, projection: { ppr: 332.5 } });
    expect(result.skipped.map((s) => s.kind)).toEqual(['not-a-number', 'unknown-position', 'no-name', 'field-count']);
    expect(result).toMatchObject({ updated: 8, added: 1 });
    expect(result.pool.players.find((p) => p.name === 'Nobody McFakerson')).toMatchObject({ team: 'NYJ', projection: { ppr: 40 } });
  });

  it('reports a defense or player listed twice', () => {
    const result = importRankingsCsv(fixture('FantasyPros_2022_Half_PPR_ADP_Rankings.csv'), {
      season: 2022,
      format: 'half',
      snapshotDate: '2022-08-28',
    });
    expect(result.skipped).toEqual([
      { line: 23, kind: 'listed-twice', name: 'Buffalo Bills', message: 'line 23: "Buffalo Bills" (DEF, BUF) is listed twice' },
    ]);
    expect(result).toMatchObject({ added: 20, idpRows: 1, blankLines: 1 });
    expect(result.pool.players.find((p) => p.id === 'def-sf')).toMatchObject({ name: '49ers D/ST', adp: { half: 124.9 }, byeWeek: 9 });
    expect(result.pool.players.find((p) => p.id === 'def-dal')).toMatchObject({ name: 'Dallas', byeWeek: 9 });
    expect(result.pool.players.find((p) => p.name === 'Odell Beckham Jr.')).toMatchObject({ team: 'FA', byeWeek: 0 });
  });
});

describe('importRankingsCsv: positional rankings', () => {
  it('turns positional ranks into overall ADPs from the bundled pool, and byes from the file', () => {
    const tes = importRankingsCsv(fixture('FantasyPros_2024_Draft_TE_Rankings.csv'), {
      season: 2024,
      position: 'TE',
      snapshotDate: '2024-08-30',
    });
    const defenses = importRankingsCsv(fixture('FantasyPros_2024_Draft_DST_Rankings.csv'), {
      pool: tes.pool,
      position: 'DEF',
      snapshotDate: '2024-08-30',
    });
    const bundledTeAdps = bundledPool()
      .players.filter((p) => p.position === 'TE')
      .map((p) => p.adp.ppr)
      .sort((a, b) => a - b);
    const players = defenses.pool.players;
    expect(players.filter((p) => p.position === 'TE').map((p) => p.adp.ppr)).toEqual(bundledTeAdps.slice(0, 16));
    expect(players.find((p) => p.name === 'Sam LaPorta')).toMatchObject({ adp: { ppr: bundledTeAdps[0] }, byeWeek: 5, team: 'DET' });
    expect(players.filter((p) => p.position === 'DEF')).toHaveLength(8);
    expect(defenses).toMatchObject({ added: 8, updated: 0 });
    expect(defenses.pool.season).toBe(2024);
  });
});
