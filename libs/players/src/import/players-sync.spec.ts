import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePlayerPool } from '../pool/player-pool';
import { startFixtureServer, type FixtureServer } from './__fixtures__/fixture-server';

// The script runs for real, as `npm run players:sync` would: a separate tsx process talking HTTP
// to the recorded Sleeper responses on loopback.
const LIB_ROOT = join(__dirname, '..', '..');
const TSX_CLI = require.resolve('tsx/cli');
const CSV_FIXTURE = join(__dirname, '__fixtures__', 'rankings.csv');

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runSync(args: string[]): Promise<RunResult> {
  return new Promise((resolve) => {
    // Async on purpose: the fixture server lives in this process and must keep answering.
    execFile(process.execPath, [TSX_CLI, 'scripts/players-sync.ts', ...args], { cwd: LIB_ROOT, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
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
    const result = await runSync(['--season', '2025', '--sleeper-url', server.url, '--projections-url', server.url, '--out', out, '--date', '2025-09-01']);
    expect(result.stderr).not.toMatch(/players:sync:/);
    expect(result.code).toBe(0);
    const pool = parsePlayerPool(JSON.parse(readFileSync(out, 'utf8')));
    expect(pool).toMatchObject({ season: 2025, snapshotDate: '2025-09-01' });
    expect(pool.players).toHaveLength(14);
    expect(result.stdout).toContain(`players:sync 2025 (2025-09-01): wrote 14 players to ${out}`);
    expect(result.stdout).toContain('Players per position: QB 1, RB 6, WR 5, TE 0, K 1, DEF 1');
    expect(result.stdout).toContain('Sleeper: 14 players, 13 matched to the bundled pool, 1 unmatched (added as new), 2 skipped');
    expect(result.stdout).toContain('- Tory Horton: no player named "Tory Horton" (WR) in the pool');
  });

  it('applies a rankings CSV on top of Sleeper', async () => {
    const out = join(dir, 'both.json');
    const result = await runSync(['--sleeper-url', server.url, '--projections-url', server.url, '--csv', CSV_FIXTURE, '--out', out, '--date', '2025-09-01']);
    expect(result.code).toBe(0);
    const pool = parsePlayerPool(JSON.parse(readFileSync(out, 'utf8')));
    expect(pool.players.find((p) => p.id === 'ja-marr-chase')?.adp.ppr).toBe(1.2);
    // Denver's defense is not in the Sleeper response, so the sheet's row for it cannot match.
    expect(result.stdout).toContain('Rankings CSV: 7 matched, 2 unmatched, 4 bad rows');
    expect(result.stdout).toContain('- Denver Broncos: line 8: no player named "Denver Broncos" (DEF) in the pool');
    expect(result.stdout).toContain('- Nobody McFakerson: line 10: no player named "Nobody McFakerson" (TE) in the pool');
    expect(result.stdout).toContain('- line 11: adp "abc" is not a number for Josh Allen');
  });

  it('imports a CSV alone onto the bundled pool with --no-sleeper', async () => {
    const out = join(dir, 'csv-only.json');
    server.requests.length = 0;
    const result = await runSync(['--no-sleeper', '--csv', CSV_FIXTURE, '--out', out, '--date', '2025-09-02']);
    expect(result.code).toBe(0);
    const pool = parsePlayerPool(JSON.parse(readFileSync(out, 'utf8')));
    expect(pool.players.length).toBeGreaterThanOrEqual(300);
    expect(pool.snapshotDate).toBe('2025-09-02');
    expect(result.stdout).toContain('Rankings CSV: 8 matched, 1 unmatched, 4 bad rows');
    expect(result.stdout).not.toContain('Sleeper:');
    expect(server.requests).toEqual([]);
  });

  it('fails with one clear line and exit code 1 when Sleeper is down', async () => {
    server.setMode('players-503');
    const out = join(dir, 'down.json');
    const result = await runSync(['--sleeper-url', server.url, '--projections-url', server.url, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n').at(-1)).toBe(`players:sync: Sleeper players API answered 503 Service Unavailable for ${server.url}/v1/players/nfl`);
    expect(existsSync(out)).toBe(false);
  });

  it('fails with one clear line on bad input', async () => {
    const missing = await runSync(['--no-sleeper', '--csv', join(dir, 'nope.csv'), '--out', join(dir, 'x.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`players:sync: cannot read --csv ${join(dir, 'nope.csv')}: ENOENT`);
    const season = await runSync(['--season', 'soon', '--no-sleeper', '--csv', CSV_FIXTURE]);
    expect(season.code).toBe(1);
    expect(season.stderr.trim()).toBe('players:sync: --season must be a year, got "soon"');
    const unknown = await runSync(['--bogus']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toMatch(/^players:sync: Unknown option '--bogus'/);
  });
});
