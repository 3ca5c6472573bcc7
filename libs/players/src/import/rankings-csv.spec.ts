import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledPool } from '../data/bundled-pool';
import { PlayerImportError } from './import-error';
import { importRankingsCsv, normalizePosition, parseRankingsCsv } from './rankings-csv';

const fixture = readFileSync(join(__dirname, '__fixtures__', 'rankings.csv'), 'utf8');

describe('normalizePosition', () => {
  it.each([
    ['RB12', 'RB'],
    ['wr1', 'WR'],
    ['QB', 'QB'],
    ['TE 3', 'TE'],
    ['DST', 'DEF'],
    ['D/ST', 'DEF'],
    ['DEF', 'DEF'],
    ['DST4', 'DEF'],
    ['PK', 'K'],
    ['K2', 'K'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePosition(input)).toBe(expected);
  });

  it('rejects what is not a fantasy position', () => {
    expect(normalizePosition('LB')).toBeNull();
    expect(normalizePosition('')).toBeNull();
  });
});

describe('parseRankingsCsv', () => {
  it('reads columns in any order, with quoted commas and quotes and a blank projection', () => {
    const { rows } = parseRankingsCsv(fixture);
    expect(rows[0]).toEqual({ line: 2, rank: 1, name: "Ja'Marr Chase", position: 'WR', team: 'CIN', bye: 10, adp: 1.2, projection: 332.5 });
    expect(rows.find((r) => r.name === 'Walker III, Kenneth')).toMatchObject({ position: 'RB', adp: 41 });
    expect(rows.find((r) => r.name === 'Marvin Harrison Jr.')).toMatchObject({ projection: null, line: 6 });
    expect(rows.find((r) => r.name === 'Chiefs D/ST')).toMatchObject({ position: 'DEF', team: null });
  });

  it('reports bad rows with their line numbers and keeps going', () => {
    const { rows, badRows } = parseRankingsCsv(fixture);
    expect(rows).toHaveLength(9);
    expect(badRows).toEqual([
      { line: 11, reason: 'adp "abc" is not a number for Josh Allen' },
      { line: 12, reason: 'unknown position "XX" for Somebody Else' },
      { line: 13, reason: 'player name is empty' },
      { line: 14, reason: 'expected 8 fields, found 3' },
    ]);
  });

  it('accepts case-insensitive header spellings and no projection column at all', () => {
    const csv = 'NAME,POSITION,ADP,TEAM,BYE,RANK\n"Smith-Njigba, Jaxon",WR,22.6,SEA,8,23\nTravis Kelce,TE,63,KC,10,60\n';
    const { rows, badRows } = parseRankingsCsv(csv);
    expect(badRows).toEqual([]);
    expect(rows).toEqual([
      { line: 2, rank: 23, name: 'Smith-Njigba, Jaxon', position: 'WR', team: 'SEA', bye: 8, adp: 22.6, projection: null },
      { line: 3, rank: 60, name: 'Travis Kelce', position: 'TE', team: 'KC', bye: 10, adp: 63, projection: null },
    ]);
  });

  it('counts lines from where a row starts when a quoted field spans lines', () => {
    const csv = 'player,pos,adp\n"Josh\nAllen",QB,25\nBad,ZZ,1\n';
    const { rows, badRows } = parseRankingsCsv(csv);
    expect(rows[0]).toMatchObject({ line: 2 });
    expect(badRows).toEqual([{ line: 4, reason: 'unknown position "ZZ" for Bad' }]);
  });

  it('rejects an unknown team on a row', () => {
    expect(parseRankingsCsv('player,pos,adp,team\nJosh Allen,QB,25,XYZ\n').badRows).toEqual([{ line: 2, reason: 'unknown team "XYZ" for Josh Allen' }]);
  });

  it('fails clearly when a required column is missing or the file is not CSV', () => {
    expect(() => parseRankingsCsv('player,team,adp\nJosh Allen,BUF,25\n')).toThrow(/no position column/);
    expect(() => parseRankingsCsv('')).toThrow(PlayerImportError);
    expect(() => parseRankingsCsv('player,pos,adp\n"Josh Allen,QB,25\n')).toThrow(/not valid CSV/);
  });
});

describe('importRankingsCsv', () => {
  const pool = bundledPool();
  const result = importRankingsCsv(fixture, { pool, format: 'ppr', snapshotDate: '2025-09-01', sourceName: 'rankings.csv' });
  const byId = new Map(result.pool.players.map((p) => [p.id, p]));

  it('applies ADP, projections and teams to matched players', () => {
    expect(result.matchedCount).toBe(8);
    expect(byId.get('ja-marr-chase')).toMatchObject({ adp: { ppr: 1.2 }, projection: { ppr: 332.5 } });
    expect(byId.get('kenneth-walker-iii')?.adp.ppr).toBe(41);
    // A blank projection leaves the pool's projection alone.
    expect(byId.get('marvin-harrison-jr')?.projection.ppr).toBe(pool.players.find((p) => p.id === 'marvin-harrison-jr')!.projection.ppr);
    // The traded player takes his new team and its bye.
    expect(byId.get('brian-robinson-jr')).toMatchObject({ team: 'SF', byeWeek: 14 });
    expect(byId.get('def-kc')?.adp.ppr).toBe(171);
    expect(byId.get('def-den')?.projection.ppr).toBe(136);
  });

  it('leaves other formats and unlisted players unchanged', () => {
    const before = pool.players.find((p) => p.id === 'ja-marr-chase')!;
    expect(byId.get('ja-marr-chase')?.adp.std).toBe(before.adp.std);
    expect(byId.get('puka-nacua')).toEqual(pool.players.find((p) => p.id === 'puka-nacua'));
    expect(result.pool.players).toHaveLength(pool.players.length);
    expect(result.pool.snapshotDate).toBe('2025-09-01');
    expect(result.pool.source).toContain('rankings.csv');
  });

  it('reports unmatched and bad rows', () => {
    expect(result.unmatched.map((u) => [u.row.name, u.reason, u.message])).toEqual([
      ['Nobody McFakerson', 'not-in-pool', 'line 10: no player named "Nobody McFakerson" (TE) in the pool'],
    ]);
    expect(result.badRows.map((b) => b.line)).toEqual([11, 12, 13, 14]);
  });

  it('reports progress up to the number of rows', () => {
    const calls: [number, number, string][] = [];
    importRankingsCsv(fixture, { pool, snapshotDate: '2025-09-01', onProgress: (...args) => calls.push(args) });
    expect(calls.at(-1)).toEqual([9, 9, 'Applying rankings CSV']);
  });
});
