import { gradingContext } from './context';
import { positionTiers } from './tiers';
import { testPool } from './testing/test-pool';

const pool = testPool();

describe('positionTiers', () => {
  it('numbers tiers from 1 per position, never better for fewer projected points', () => {
    const ctx = gradingContext(pool, 'ppr', 12);
    const tiers = positionTiers(ctx);
    for (const position of ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const) {
      const players = pool.filter((p) => p.position === position).sort((a, b) => ctx.points(b) - ctx.points(a));
      expect(tiers.get(players[0]!.id)).toBe(1);
      for (let i = 1; i < players.length; i++) expect(tiers.get(players[i]!.id)!).toBeGreaterThanOrEqual(tiers.get(players[i - 1]!.id)!);
      const sizes = new Map<number, number>();
      for (const p of players) sizes.set(tiers.get(p.id)!, (sizes.get(tiers.get(p.id)!) ?? 0) + 1);
      expect(Math.max(...sizes.values())).toBeLessThanOrEqual(8);
    }
  });

  it('is cached per context', () => {
    const ctx = gradingContext(pool, 'ppr', 10);
    expect(positionTiers(ctx)).toBe(positionTiers(ctx));
  });
});
