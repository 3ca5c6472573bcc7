import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledPool } from '@draftmode/players';
import { PlayerPool, PlayerPoolFileError, loadPlayerPool, playerPoolFile } from './player-pool';

describe('loadPlayerPool', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'draftmode-pool-spec-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const write = (content: unknown) =>
    writeFileSync(playerPoolFile(dataDir), typeof content === 'string' ? content : JSON.stringify(content));

  it('is the bundled pool when DATA_DIR has no pool file', () => {
    const pool = loadPlayerPool(dataDir);
    expect(pool).toMatchObject({ file: null, season: 2025, snapshotDate: '2025-08-25' });
    expect(pool.players).toEqual(bundledPool().players);
  });

  it("is the file's pool, with its season, when there is one", () => {
    const players = bundledPool()
      .players.filter((p) => p.handcuffOf === null)
      .slice(0, 12);
    write({ season: 2021, snapshotDate: '2021-08-30', source: 'FantasyPros 2021', players });
    const pool = new PlayerPool({ dataDir });
    expect(pool).toMatchObject({ season: 2021, snapshotDate: '2021-08-30', source: 'FantasyPros 2021' });
    expect(pool.players).toEqual(players);
    expect(pool.get(players[0]!.id)).toEqual(players[0]);
  });

  it.each([
    ['that is not JSON', 'season: 2021', 'it is not JSON (Unexpected token \'s\', "season: 2021" is not valid JSON)'],
    ['without players', { season: 2021, snapshotDate: '2021-08-30', source: 'x', players: [] }, 'it has no players'],
    [
      'with a bad season',
      { season: 'last year', snapshotDate: '2021-08-30', source: 'x', players: [] },
      'it is not a player pool: season: Invalid input: expected number, received string',
    ],
  ])('refuses a file %s, naming it in one line', (_what, content, why) => {
    write(content);
    const file = playerPoolFile(dataDir);
    expect(() => loadPlayerPool(dataDir)).toThrow(
      new PlayerPoolFileError(
        `Cannot use the player pool file ${file}: ${why}. Write it again with npm run players:sync, or remove it to use the bundled pool.`,
      ),
    );
  });
});
