import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledPool } from '../data/bundled-pool';
import { sharedDataDir } from '../testing/shared-data';
import { PlayerImportError } from './import-error';
import { parseProjectionsCsv } from './projections-csv';
import { importProjectionsCsv } from './projections-import';

// FantasyPros' projection exports as users download them (../shared/data/fantasypros-projections).
const exportsDir = join(sharedDataDir(), 'fantasypros-projections');
const read = (season: number, position: string) => {
  const fileName = `FantasyPros_Fantasy_Football_Projections_${position}.csv`;
  return { text: readFileSync(join(exportsDir, String(season), fileName), 'utf8'), fileName };
};

describe('FantasyPros projections exports', () => {
  it("reads a QB file's passing and rushing groups apart, with thousands separators", () => {
    const { text, fileName } = read(2019, 'QB');
    const parsed = parseProjectionsCsv(text, fileName);
    expect(parsed.position).toBe('QB');
    expect(parsed.bad).toEqual([]);
    const mahomes = parsed.rows.find((r) => r.name === 'Patrick Mahomes');
    expect(mahomes).toMatchObject({ position: 'QB', team: 'KC', points: 337.9 });
    expect(mahomes?.stats).toMatchObject({ passYds: 4774.8, passTds: 36, passInts: 13.3, rushYds: 219.7, rushTds: 1.9, fumblesLost: 2 });
  });

  it.each([
    ['RB', 'Saquon Barkley', { rushYds: 1263.7, rushTds: 9.5, receptions: 86.7, recYds: 693.4, recTds: 3.4, fumblesLost: 1.6 }],
    ['WR', 'Julio Jones', { receptions: 107, recYds: 1565, recTds: 8.3, rushYds: 10.8, rushTds: 0, fumblesLost: 0.9 }],
    ['TE', 'Travis Kelce', { receptions: 98.7, recYds: 1251.5, recTds: 9.4, fumblesLost: 0.6 }],
  ])('reads a %s file by its stat groups', (position, name, stats) => {
    const { text, fileName } = read(2019, position);
    const parsed = parseProjectionsCsv(text, fileName);
    expect(parsed.position).toBe(position);
    expect(parsed.bad).toEqual([]);
    expect(parsed.rows.length).toBeGreaterThan(50);
    expect(parsed.rows.find((r) => r.name === name)?.stats).toMatchObject(stats);
  });

  it("leaves out the kicker file's high and low rows and reads its points", () => {
    const { text, fileName } = read(2017, 'K');
    const parsed = parseProjectionsCsv(text, fileName);
    expect(parsed.position).toBe('K');
    expect(parsed.rangeRows).toBeGreaterThan(0);
    expect(parsed.rows.every((r) => r.stats === null && r.name !== '')).toBe(true);
    expect(parsed.rows.find((r) => r.name === 'Stephen Gostkowski')).toMatchObject({ team: 'NE', points: 143.3 });
  });

  it('knows a defense by its full team name', () => {
    const { text, fileName } = read(2017, 'DST');
    const parsed = parseProjectionsCsv(text, fileName);
    expect(parsed.position).toBe('DEF');
    expect(parsed.bad).toEqual([]);
    expect(parsed.rows.find((r) => r.name === 'Denver Broncos')).toMatchObject({ position: 'DEF', team: 'DEN', points: 120.7 });
  });

  it('refuses a file that is not a projections export, saying what it needs', () => {
    expect(() => parseProjectionsCsv("Name,Pos,ADP\nJa'Marr Chase,WR,1.2\n")).toThrow(PlayerImportError);
    expect(() => parseProjectionsCsv('Name,Pos,ADP\n')).toThrow(/"Player" and an "FPTS" column/);
  });

  it('gives matched pool players the stat line and their preset projections, and lists the rest', () => {
    const pool = bundledPool();
    const { text, fileName } = read(2019, 'WR');
    const result = importProjectionsCsv(text, { pool, fileName });
    // A 2019 file against the 2025 pool: the receivers still playing match, the retired are listed.
    expect(result.updated).toBeGreaterThan(20);
    expect(result.unmatched.length).toBeGreaterThan(0);
    expect(result.unmatched[0]?.message).toMatch(/no player named/);
    const updated = result.pool.players.filter((p) => p.stats);
    expect(updated).toHaveLength(result.updated);
    for (const player of updated) {
      const s = player.stats!;
      const std = s.rushYds * 0.1 + s.rushTds * 6 + s.recYds * 0.1 + s.recTds * 6 - 2 * s.fumblesLost;
      expect(player.projection.std).toBeCloseTo(std, 0);
      expect(player.projection.ppr - player.projection.std).toBeCloseTo(s.receptions, 0);
    }
    // Nobody is added, and players the file does not list keep what they had.
    expect(result.pool.players).toHaveLength(pool.players.length);
    const untouched = pool.players.find((p) => p.position === 'QB')!;
    expect(result.pool.players.find((p) => p.id === untouched.id)).toEqual(untouched);
  });
});
