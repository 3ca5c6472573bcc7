import { bundledPool } from '../data/bundled-pool';
import { PlayerPoolError, parsePlayerPool } from './player-pool';

const valid = (): ReturnType<typeof bundledPool> => bundledPool();

describe('parsePlayerPool', () => {
  it('accepts the bundled pool unchanged', () => {
    const pool = valid();
    expect(parsePlayerPool(JSON.parse(JSON.stringify(pool)))).toEqual(pool);
  });

  it('names the field that is wrong', () => {
    const pool = valid() as unknown as { players: Record<string, unknown>[] };
    pool.players[3]!.adp = { ppr: 'early', half: 1, std: 1 };
    expect(() => parsePlayerPool(pool)).toThrow(PlayerPoolError);
    expect(() => parsePlayerPool(pool)).toThrow(/players\.3\.adp\.ppr/);
  });

  it('rejects an unknown position and a bad snapshot date', () => {
    const pool = valid() as unknown as { snapshotDate: string; players: Record<string, unknown>[] };
    pool.players[0]!.position = 'DST';
    pool.snapshotDate = '25/08/2025';
    const message = (() => {
      try {
        parsePlayerPool(pool);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid player pool: /);
    expect(message).toContain('snapshotDate');
    expect(message).toContain('players.0.position');
  });

  it('rejects duplicate ids and dangling handcuff links', () => {
    const dup = valid();
    dup.players[1]!.id = dup.players[0]!.id;
    expect(() => parsePlayerPool(dup)).toThrow(/duplicate id "ja-marr-chase"/);
    const dangling = valid();
    dangling.players.find((p) => p.isHandcuff)!.handcuffOf = 'nobody';
    expect(() => parsePlayerPool(dangling)).toThrow(/no player with id "nobody"/);
  });

  it('rejects things that are not a pool at all', () => {
    expect(() => parsePlayerPool(null)).toThrow(PlayerPoolError);
    expect(() => parsePlayerPool([])).toThrow(/Invalid player pool/);
  });
});
