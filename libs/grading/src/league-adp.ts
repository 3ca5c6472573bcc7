import { DEFAULT_ROSTER_SPOTS, type FormatKey, type Player, type Position, type RosterSpots } from '@draftmode/domain';
import { adpOf, UNRANKED_ADP } from './projection';
import { startersPerPosition } from './replacement';

/**
 * The ADP of every pool player (by pool index) in this league's shape. A pool's ADP comes from
 * leagues of the default shape (one QB, two RBs, two WRs, a TE and a FLEX); where this league
 * starts more players of a position across its teams (a superflex or 2QB league starts about twice
 * the QBs, a three-WR league half as many WRs again), its teams take that position sooner. The k-th
 * player of a position, by ADP, goes where the (k / r)-th went in the pool's ADP, r being how many
 * more of the position this league starts than the default league of the same size (both counted as
 * `startersPerPosition` counts them, flex starts to the best next player). A position this league
 * starts fewer of moves later the same way. In a league of the default shape every ADP is the
 * pool's. Unranked players keep their ADP. Nothing here is fitted: where the pool has a superflex or
 * 2QB ADP of its own, that would be better still.
 */
export function leagueAdps(
  pool: readonly Player[],
  format: FormatKey,
  leagueSize: number,
  rosterSpots: RosterSpots,
  pointsOf: (p: Player) => number,
): Float64Array {
  const adps = Float64Array.from(pool, (p) => adpOf(p, format));
  const here = startersPerPosition(pool, leagueSize, rosterSpots, pointsOf);
  const usual = startersPerPosition(pool, leagueSize, DEFAULT_ROSTER_SPOTS, pointsOf);
  const byPosition = new Map<Position, number[]>();
  pool.forEach((p, i) => {
    if ((adps[i] as number) < UNRANKED_ADP) byPosition.set(p.position, [...(byPosition.get(p.position) ?? []), i]);
  });
  for (const [position, indices] of byPosition) {
    if (usual[position] <= 0 || here[position] === usual[position]) continue;
    const ratio = here[position] / usual[position];
    const sorted = indices.map((i) => adps[i] as number).sort((a, b) => a - b);
    // The pool's ADP of the x-th player of the position (1-based, fractional), from pick 1 before the first.
    const adpAtRank = (x: number): number => {
      if (x <= 1) return 1 + (x / 1) * ((sorted[0] as number) - 1);
      const lo = Math.floor(x);
      const hi = Math.min(sorted.length, lo + 1);
      const a = sorted[Math.min(sorted.length, lo) - 1] as number;
      const b = sorted[hi - 1] as number;
      return a + (x - lo) * (b - a);
    };
    const byAdp = [...indices].sort((x, y) => (adps[x] as number) - (adps[y] as number) || x - y);
    const remapped = byAdp.map((_, k) => Math.min(UNRANKED_ADP - 1, adpAtRank((k + 1) / ratio)));
    byAdp.forEach((i, k) => (adps[i] = remapped[k] as number));
  }
  return adps;
}
