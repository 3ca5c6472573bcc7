import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePlayerPool } from '../pool/player-pool';
import { sharedDataDir } from '../testing/shared-data';
import { startFixtureServer, type FixtureServer } from './__fixtures__/fixture-server';

// The script runs for real, as `npm run players:sync` would: a separate tsx process talking HTTP
// to the recorded Sleeper responses on loopback.
const LIB_ROOT = join(__dirname, '..', '..');
const TSX_CLI = require.resolve('tsx/cli');
const CSV_FIXTURE = join(__dirname, '__fixtures__', 'rankings.csv');
const FP_2021 = join(__dirname, '__fixtures__', 'FantasyPros_2021_Overall_ADP_Rankings.csv');
const FP_2022 = join(__dirname, '__fixtures__', 'FantasyPros_2022_Half_PPR_ADP_Rankings.csv');
const FP_2025 = join(__dirname, '__fixtures__', 'FantasyPros_2025_Overall_ADP_Rankings.csv');

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runSync(args: string[]): Promise<RunResult> {
  return new Promise((resolve) => {
    // Async on purpose: the fixture server lives in this process and must keep answering.
    execFile(
      process.execPath,
      [TSX_CLI, 'scripts/players-sync.ts', ...args],
      { cwd: LIB_ROOT, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

let server: FixtureServer;
let dir: string;

beforeAll(async () => {
  server = await startFixtureServer();
  dir = mkdtempSync(join(tmpdir(), 'players-sync-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => server.setMode('ok'));

jest.setTimeout(60_000);

describe('players:sync', () => {
  it('imports from Sleeper, writes the pool and prints a summary', async () => {
    const out = join(dir, 'sleeper', 'pool.json');
    const result = await runSync([
      '--season',
      '2025',
      '--sleeper-url',
      server.url,
      '--projections-url',
      server.url,
      '--out',
      out,
      '--date',
      '2025-09-01',
    ]);
    expect(result.stderr).not.toMatch(/players:sync:/);
    expect(result.code).toBe(0);
    const pool = parsePlayerPool(JSON.parse(readFileSync(out, 'utf8')));
    expect(pool).toMatchObject({ season: 2025, snapshotDate: '2025-09-01' });
    expect(pool.players).toHaveLength(14);
    expect(result.stdout).toContain(`players:sync 2025 (2025-09-01; season from the option): wrote 14 players to ${out}`);
    expect(result.stdout).toContain('Players per position: QB 1, RB 6, WR 5, TE 0, K 1, DEF 1');
    expect(result.stdout).toContain('Sleeper: 14 players, 13 matched to the bundled pool, 1 unmatched (added as new), 2 skipped');
    expect(result.stdout).toContain('- Tory Horton: no player named "Tory Horton" (WR) in the pool');
  });

  it('applies a FantasyPros ADP file on top of Sleeper: its ADP wins for shared players, its own players are added', async () => {
    const out = join(dir, 'both.json');
    const result = await runSync([
      '--sleeper-url',
      server.url,
      '--projections-url',
      server.url,
      '--csv',
      FP_2025,
      '--out',
      out,
      '--date',
      '2025-09-01',
    ]);
    expect(result.stderr).not.toMatch(/players:sync:/);
    expect(result.code).toBe(0);
    const pool = parsePlayerPool(JSON.parse(readFileSync(out, 'utf8')));
    const byName = (name: string) => pool.players.find((p) => p.name === name);
    expect(pool.season).toBe(2025);
    // Shared with Sleeper: the file's ADP (Sleeper said 1.4 and 168), Sleeper's id and projection stay.
    expect(byName("Ja'Marr Chase")).toMatchObject({ adp: { ppr: 1 }, sleeperId: '7564', projection: { ppr: 330.4 } });
    expect(pool.players.find((p) => p.id === 'def-kc')).toMatchObject({ adp: { ppr: 164.4 }, sleeperId: 'KC' });
    // Only in the file: added with its ADP.
    expect(byName('Saquon Barkley')).toMatchObject({ adp: { ppr: 3 }, team: 'PHI', sleeperId: '4866' });
    expect(pool.players.find((p) => p.id === 'def-den')).toMatchObject({ name: 'Denver Broncos', adp: { ppr: 139 } });
    // Only in Sleeper: Sleeper's ADP.
    expect(byName('Jordan Mason')?.adp.ppr).toBe(105);
    expect(pool.players).toHaveLength(14 + 8);
    expect(result.stdout).toContain('Sleeper: 14 players, 13 matched to the bundled pool, 1 unmatched (added as new), 2 skipped');
    expect(result.stdout).toContain(
      'Rankings CSV FantasyPros_2025_Overall_ADP_Rankings.csv (FantasyPros overall ADP with per-site columns ESPN, Sleeper, NFL, RTSports, FFC): 8 added, 10 updated, 0 skipped; not players, left out: 1 IDP row, 1 blank line',
    );
  });

  it('makes the pool of a past season from a FantasyPros ADP file alone with --no-sleeper', async () => {
    const out = join(dir, 'csv-only.json');
    server.requests.length = 0;
    const result = await runSync(['--no-sleeper', '--csv', FP_2021, '--out', out, '--date', '2021-08-30']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const pool = parsePlayerPool(JSON.parse(readFileSync(out, 'utf8')));
    expect(pool).toMatchObject({ season: 2021, snapshotDate: '2021-08-30' });
    expect(pool.players).toHaveLength(230);
    expect(pool.players.filter((p) => p.position === 'DEF')).toHaveLength(32);
    // No 2025 player the file does not list.
    expect(pool.players.find((p) => p.name === 'Bijan Robinson')).toBeUndefined();
    expect(pool.players.every((p) => p.projection.ppr > 0)).toBe(true);
    expect(result.stdout.split('\n')).toEqual([
      `players:sync 2021 (2021-08-30; season from the file name): wrote 230 players to ${out}`,
      'Players per position: QB 27, RB 55, WR 74, TE 26, K 16, DEF 32',
      'Rankings CSV FantasyPros_2021_Overall_ADP_Rankings.csv (FantasyPros overall ADP with per-site columns ESPN, Sleeper, NFL, RTSports, FFC): 230 added, 0 updated, 0 skipped; not players, left out: 7 IDP rows, 2 blank lines',
      '  Added or updated per position: QB 27, RB 55, WR 74, TE 26, K 16, DEF 32',
      '',
    ]);
    expect(server.requests).toEqual([]);
  });

  it('reads a superflex ADP file into the superflex ADP of the players it shares with the pool', async () => {
    const out = join(dir, 'superflex.json');
    const superflexCsv = join(dir, 'superflex-adp.csv');
    writeFileSync(
      superflexCsv,
      "name,position,team,bye,adp\nJosh Allen,QB,BUF,7,2.5\nJa'Marr Chase,WR,CIN,10,4\nNobody Known,QB,CHI,5,30\n",
    );
    const result = await runSync(['--no-sleeper', '--csv', FP_2025, '--superflex-csv', superflexCsv, '--out', out, '--date', '2025-09-01']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const pool = parsePlayerPool(JSON.parse(readFileSync(out, 'utf8')));
    expect(pool.players.find((p) => p.id === 'josh-allen')?.adpSuperflex).toBe(2.5);
    expect(pool.players.find((p) => p.name === 'Nobody Known')).toBeUndefined();
    expect(result.stdout).toContain('1 skipped');
  });

  it('lists skipped rows with their reasons, and takes --season over the file name', async () => {
    const out = join(dir, 'generic.json');
    const result = await runSync([
      '--no-sleeper',
      '--season',
      '2025',
      '--csv',
      CSV_FIXTURE,
      '--csv',
      FP_2022,
      '--out',
      out,
      '--date',
      '2025-09-02',
    ]);
    expect(result.code).toBe(0);
    const pool = parsePlayerPool(JSON.parse(readFileSync(out, 'utf8')));
    expect(pool.season).toBe(2025);
    expect(result.stdout).toContain(
      'Rankings CSV rankings.csv (rankings sheet): 9 added, 0 updated, 4 skipped (1 not a number, 1 unknown position, 1 no name, 1 wrong number of fields)',
    );
    expect(result.stdout).toContain('    - line 11: adp "abc" is not a number for Josh Allen');
    expect(result.stdout).toContain('    - line 14: expected 8 fields, found 3');
    expect(result.stdout).toContain(
      'Rankings CSV FantasyPros_2022_Half_PPR_ADP_Rankings.csv (FantasyPros overall ADP without per-site columns): 17 added, 3 updated, 1 skipped (1 listed twice); not players, left out: 1 IDP row, 1 blank line',
    );
    expect(result.stdout).toContain('    - Buffalo Bills: line 23: "Buffalo Bills" (DEF, BUF) is listed twice');
  });

  it('falls back to the file alone when Sleeper cannot be reached', async () => {
    server.setMode('players-503');
    const out = join(dir, 'fallback.json');
    const result = await runSync([
      '--sleeper-url',
      server.url,
      '--projections-url',
      server.url,
      '--csv',
      FP_2021,
      '--out',
      out,
      '--date',
      '2021-08-30',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Sleeper: not used (Sleeper players API answered 503 Service Unavailable for ${server.url}/v1/players/nfl); the CSV is the whole source`,
    );
    const pool = parsePlayerPool(JSON.parse(readFileSync(out, 'utf8')));
    expect(pool.season).toBe(2021);
    expect(pool.players).toHaveLength(230);
  });

  it('fails with one clear line and exit code 1 when Sleeper is down', async () => {
    server.setMode('players-503');
    const out = join(dir, 'down.json');
    const result = await runSync(['--sleeper-url', server.url, '--projections-url', server.url, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n').at(-1)).toBe(
      `players:sync: Sleeper players API answered 503 Service Unavailable for ${server.url}/v1/players/nfl`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('fails with one clear line on bad input', async () => {
    const missing = await runSync(['--no-sleeper', '--csv', join(dir, 'nope.csv'), '--out', join(dir, 'x.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`players:sync: cannot read --csv ${join(dir, 'nope.csv')}: ENOENT`);
    const season = await runSync(['--season', 'soon', '--no-sleeper', '--csv', CSV_FIXTURE]);
    expect(season.code).toBe(1);
    expect(season.stderr.trim()).toBe('players:sync: --season must be a year, got "soon"');
    const header = join(dir, 'mystery.csv');
    writeFileSync(header, 'who,where\nJosh Allen,BUF\n');
    const mystery = await runSync(['--no-sleeper', '--csv', header, '--out', join(dir, 'mystery.json')]);
    expect(mystery.code).toBe(1);
    expect(mystery.stderr.trim()).toBe(
      'players:sync: mystery.csv: Rankings CSV: cannot tell the format from its header (who, where); expected a FantasyPros ADP export (Rank, Player, Team, Bye, POS, the sites such as ESPN and Sleeper, AVG), a FantasyPros rankings export (RK, PLAYER NAME, TEAM, POS, BYE WEEK) or the columns name, position, team, bye, adp',
    );
    expect(existsSync(join(dir, 'mystery.json'))).toBe(false);
    const unknown = await runSync(['--bogus']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toMatch(/^players:sync: Unknown option '--bogus'/);
  });

  it('adds the stat lines of a FantasyPros projections export to the players it matches', async () => {
    const out = join(dir, 'projections', 'pool.json');
    const projections = join(sharedDataDir(), 'fantasypros-projections', '2019', 'FantasyPros_Fantasy_Football_Projections_RB.csv');
    // Alone, it updates the bundled pool: the 2019 running backs still in the league there.
    const result = await runSync(['--no-sleeper', '--csv', projections, '--out', out, '--date', '2025-08-25']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      /Projections CSV FantasyPros_Fantasy_Football_Projections_RB\.csv: \d+ players took its stat lines and projections, \d+ unmatched/,
    );
    const pool = parsePlayerPool(JSON.parse(readFileSync(out, 'utf8')));
    const withStats = pool.players.filter((p) => p.stats);
    expect(withStats.length).toBeGreaterThan(10);
    expect(withStats.every((p) => p.position === 'RB' && p.stats!.rushYds > 0)).toBe(true);
  });
});
