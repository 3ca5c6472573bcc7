import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { leagueAdps } from './league-adp';
import { adpOf, projectedPoints } from './projection';
import { testPool } from './testing/test-pool';

const pool = testPool();
const points = (p: (typeof pool)[number]) => projectedPoints(p, 'ppr');
const poolAdps = pool.map((p) => adpOf(p, 'ppr'));

describe('leagueAdps', () => {
  it('is the pool ADP in a league of the default shape, whatever its size', () => {
    for (const size of [8, 12, 16]) expect([...leagueAdps(pool, 'ppr', size, DEFAULT_ROSTER_SPOTS, points)]).toEqual(poolAdps);
  });

  it('moves QBs earlier in a superflex league, in their own order, and RBs by less than one RB', () => {
    const adps = leagueAdps(pool, 'ppr', 12, { ...DEFAULT_ROSTER_SPOTS, SUPERFLEX: 1 }, points);
    const qbs = pool.map((p, i) => ({ p, i })).filter(({ p, i }) => p.position === 'QB' && poolAdps[i]! < 999);
    qbs.sort((a, b) => poolAdps[a.i]! - poolAdps[b.i]!);
    // Every ranked QB goes no later than in a one-QB league, and the order among QBs holds.
    for (const { i } of qbs) expect(adps[i]!).toBeLessThanOrEqual(poolAdps[i]!);
    for (let k = 1; k < qbs.length; k++) expect(adps[qbs[k]!.i]!).toBeGreaterThanOrEqual(adps[qbs[k - 1]!.i]!);
    // The twelfth QB goes about where the sixth or seventh did: about two QBs start per team.
    const twelfth = adps[qbs[11]!.i]!;
    expect(twelfth).toBeLessThan(poolAdps[qbs[8]!.i]!);
    expect(twelfth).toBeGreaterThanOrEqual(poolAdps[qbs[4]!.i]!);
    // The superflex starts a few RBs too (26 of them instead of 25 here): the top two dozen move by less than one RB.
    const rbs = pool
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => p.position === 'RB')
      .sort((a, b) => poolAdps[a.i]! - poolAdps[b.i]!)
      .slice(0, 24);
    rbs.forEach(({ i }, k) => {
      expect(adps[i]!).toBeLessThanOrEqual(poolAdps[i]!);
      if (k > 0) expect(adps[i]!).toBeGreaterThanOrEqual(poolAdps[rbs[k - 1]!.i]!);
    });
  });
});
