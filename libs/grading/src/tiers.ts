import type { Player, Position } from '@draftmode/domain';
import type { GradingContext } from './context';

/** A gap this many times the position's average gap between neighbours starts a new tier. */
const TIER_GAP = 2;
/** No tier holds more players than this (a long flat stretch is still split). */
const MAX_TIER_SIZE = 8;

const cache = new WeakMap<GradingContext, ReadonlyMap<string, number>>();

/**
 * Tiers per position from the projections (1 = best): players ordered by projected points, a new
 * tier wherever the drop to the next player is at least twice the position's average drop
 * between neighbours over the players a league drafts, or after eight players in one tier. Tiers
 * group players a drafter can treat as interchangeable, so the last one of a tier is a signal.
 * Cached per context.
 */
export function positionTiers(ctx: GradingContext): ReadonlyMap<string, number> {
  const hit = cache.get(ctx);
  if (hit) return hit;
  const tiers = new Map<string, number>();
  const byPosition = new Map<Position, Player[]>();
  for (const player of ctx.pool) {
    const list = byPosition.get(player.position);
    if (list) list.push(player);
    else byPosition.set(player.position, [player]);
  }
  for (const [position, players] of byPosition) {
    const sorted = players.map((player) => ({ player, points: ctx.points(player) })).sort((a, b) => b.points - a.points);
    const drafted = Math.min(sorted.length, Math.max(4, Math.round(ctx.leagueSize * ctx.rounds * shareOf(position))));
    const first = sorted[0]?.points ?? 0;
    const last = sorted[Math.max(0, drafted - 1)]?.points ?? first;
    const averageGap = drafted > 1 ? (first - last) / (drafted - 1) : 0;
    let tier = 1;
    let size = 0;
    sorted.forEach((entry, i) => {
      const previous = sorted[i - 1];
      if (previous && (size >= MAX_TIER_SIZE || (averageGap > 0 && previous.points - entry.points >= TIER_GAP * averageGap))) {
        tier += 1;
        size = 0;
      }
      tiers.set(entry.player.id, tier);
      size += 1;
    });
  }
  cache.set(ctx, tiers);
  return tiers;
}

/** Rough share of a draft's picks a position takes, to know how deep its tiers need to be meaningful. */
function shareOf(position: Position): number {
  return { QB: 0.1, RB: 0.33, WR: 0.36, TE: 0.09, K: 0.06, DEF: 0.06 }[position];
}
