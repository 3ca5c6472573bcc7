import fc from 'fast-check';
import { gradingContext } from './context';
import { MARKET_WEIGHT, recommendations, recommendationsWith } from './recommendations';
import { testPool } from './testing/test-pool';

const pool = testPool();
const base = { pool, format: 'ppr' as const, leagueSize: 12, draftPosition: 5, roster: [] };

describe('recommendations', () => {
  it('lists available players best first, skipping taken ones, with chance-available', () => {
    const takenIds = pool.slice(0, 4).map((p) => p.id);
    const recs = recommendations({ ...base, takenIds, currentOverallPick: 5, limit: 8 });
    expect(recs).toHaveLength(8);
    expect(recs.some((r) => takenIds.includes(r.player.id))).toBe(false);
    for (let i = 1; i < recs.length; i++) expect(recs[i]!.score).toBeLessThanOrEqual(recs[i - 1]!.score);
    // On the clock: the next pick is now, so everyone shown is certainly available.
    expect(recs.every((r) => r.chanceAvailableAtNextPick === 1 && r.nextPick === 5)).toBe(true);
  });

  it('between picks, chance-available is below 1 and lower for earlier-ADP players', () => {
    const takenIds = pool.slice(0, 5).map((p) => p.id);
    const recs = recommendations({ ...base, takenIds, currentOverallPick: 6, limit: 30 });
    expect(recs[0]!.nextPick).toBe(20);
    const byAdp = [...recs].sort((a, b) => a.player.adp.ppr - b.player.adp.ppr);
    expect(byAdp[0]!.chanceAvailableAtNextPick).toBeLessThan(byAdp[byAdp.length - 1]!.chanceAvailableAtNextPick);
    expect(recs.every((r) => r.chanceAvailableAtNextPick >= 0 && r.chanceAvailableAtNextPick <= 1)).toBe(true);
  });

  it('does not recommend K or DEF before the last two rounds', () => {
    const takenIds = pool.slice(0, 100).map((p) => p.id);
    const recs = recommendations({ ...base, takenIds, currentOverallPick: 101, limit: 20 });
    expect(recs.some((r) => r.player.position === 'K' || r.player.position === 'DEF')).toBe(false);
  });

  it('property: chance-available is in [0,1] for any draft state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 170 }), fc.integer({ min: 1, max: 12 }), (current, slot) => {
        const takenIds = pool.slice(0, current - 1).map((p) => p.id);
        const recs = recommendations({ ...base, draftPosition: slot, takenIds, currentOverallPick: current, limit: 5 });
        for (const r of recs) {
          expect(r.chanceAvailableAtNextPick).toBeGreaterThanOrEqual(0);
          expect(r.chanceAvailableAtNextPick).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('market weight is a context option: default MARKET_WEIGHT, separate cache entries, 0 drops the market term', () => {
    const def = gradingContext(pool, 'ppr', 12);
    expect(def.marketWeight).toBe(MARKET_WEIGHT);
    expect(gradingContext(pool, 'ppr', 12, undefined, undefined, { marketWeight: MARKET_WEIGHT })).toBe(def);
    const zero = gradingContext(pool, 'ppr', 12, undefined, undefined, { marketWeight: 0 });
    expect(zero).not.toBe(def);
    expect(zero.marketWeight).toBe(0);
    expect(() => gradingContext(pool, 'ppr', 12, undefined, undefined, { marketWeight: Number.NaN })).toThrow(RangeError);
    // Mid-draft, after a run of early picks: players ahead of the pick have a non-zero market term.
    const input = { ...base, takenIds: pool.slice(0, 30).map((p) => p.id), currentOverallPick: 31, limit: 40 };
    expect(recommendations(input)).toEqual(recommendationsWith(input, def));
    expect(recommendations(input, { marketWeight: 0 })).toEqual(recommendationsWith(input, zero));
    const scoreOf = (recs: ReturnType<typeof recommendations>): Map<string, number> => new Map(recs.map((r) => [r.player.id, r.score]));
    const withMarket = scoreOf(recommendations(input));
    const without = scoreOf(recommendations(input, { marketWeight: 0 }));
    const diffs = [...without].filter(([id]) => withMarket.has(id)).map(([id, s]) => (withMarket.get(id) ?? 0) - s);
    expect(diffs.length).toBeGreaterThan(0);
    expect(diffs.some((d) => Math.abs(d) > 1e-9)).toBe(true);
    expect(diffs.every((d) => Math.abs(d) <= MARKET_WEIGHT + 1e-9)).toBe(true);
  });
});
