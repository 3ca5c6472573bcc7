import { bundledPlayers } from '@draftmode/players';
import { parseSearch, searchPlayers } from './player-search';

const pool = [...bundledPlayers()].sort((a, b) => a.adp.ppr - b.adp.ppr);

describe('player search', () => {
  it('tolerates typos: "mcmilan" finds McMillan first', () => {
    const found = searchPlayers(pool, 'mcmilan');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.name).toMatch(/McMillan/);
  });

  it('lists only the names that match as typed when some do, in the order given', () => {
    expect(searchPlayers(pool, 'JAMARR').map((p) => p.name)).toEqual(["Ja'Marr Chase"]);
    const smiths = searchPlayers(pool, 'smith');
    expect(smiths.every((p) => p.name.toLowerCase().includes('smith'))).toBe(true);
    expect(smiths.map((p) => p.adp.ppr)).toEqual([...smiths].map((p) => p.adp.ppr).sort((a, b) => a - b));
  });

  it('filters by an NFL team abbreviation in any case', () => {
    const bears = searchPlayers(pool, 'CHI');
    expect(bears.length).toBeGreaterThan(1);
    expect(bears.every((p) => p.team === 'CHI')).toBe(true);
    expect(searchPlayers(pool, 'chi').length).toBe(bears.length);
  });

  it('filters by position words: "wr", "kicker", "running back", "dst"', () => {
    expect(searchPlayers(pool, 'wr').every((p) => p.position === 'WR')).toBe(true);
    const kickers = searchPlayers(pool, 'kicker');
    expect(kickers.length).toBeGreaterThan(0);
    expect(kickers.every((p) => p.position === 'K')).toBe(true);
    expect(searchPlayers(pool, 'running back').every((p) => p.position === 'RB')).toBe(true);
    expect(searchPlayers(pool, 'dst').every((p) => p.position === 'DEF')).toBe(true);
  });

  it('combines a team, a position and a name', () => {
    const found = searchPlayers(pool, 'chi wr moore');
    expect(found.map((p) => p.name)).toEqual(['DJ Moore']);
    expect(parseSearch('CHI wide receivers Moore')).toEqual({ positions: new Set(['WR']), teams: new Set(['CHI']), name: 'moore' });
  });

  it('finds nobody for a name like no player', () => {
    expect(searchPlayers(pool, 'zzzz')).toEqual([]);
  });
});
