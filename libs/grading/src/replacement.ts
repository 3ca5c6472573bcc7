import type { FormatKey, Player, Position, RosterSpots } from '@draftmode/domain';
import { DEFAULT_ROSTER_SPOTS, FLEX_ELIGIBLE } from '@draftmode/domain';
import { FLEX_ORDER } from './lineup';
import { projectedPoints } from './projection';

/** Replacement-level season points per position. */
export type ReplacementLevels = Record<Position, number>;

/**
 * Replacement level per position: the projected points of the best player who would NOT start in
 * a league where every team fields its starters. Starters per position are `slots × leagueSize`;
 * then each flex kind's `slots × leagueSize` starts go, from the narrowest kind to the widest (WR/TE,
 * WR/RB, FLEX, SUPERFLEX, as a lineup fills them), one at a time to the eligible position whose best
 * player not yet starting projects highest. So the flex kinds raise replacement at each position in
 * proportion to how deep it is, and in a superflex league the league's own allocation decides how
 * many QBs start (nearly two a team: a QB outscores the RBs and WRs left for the superflex), with
 * no constant for it. Value over replacement then measures what a player adds over a free
 * waiver-wire substitute.
 */
export function replacementLevels(
  pool: readonly Player[],
  format: FormatKey,
  leagueSize: number,
  rosterSpots: RosterSpots = DEFAULT_ROSTER_SPOTS,
  pointsOf: (p: Player) => number = (p) => projectedPoints(p, format),
): ReplacementLevels {
  const byPos: Record<Position, number[]> = { QB: [], RB: [], WR: [], TE: [], K: [], DEF: [] };
  for (const p of pool) byPos[p.position].push(pointsOf(p));
  for (const list of Object.values(byPos)) list.sort((a, b) => b - a);
  const starters: Record<Position, number> = {
    QB: rosterSpots.QB * leagueSize,
    RB: rosterSpots.RB * leagueSize,
    WR: rosterSpots.WR * leagueSize,
    TE: rosterSpots.TE * leagueSize,
    K: rosterSpots.K * leagueSize,
    DEF: rosterSpots.DEF * leagueSize,
  };
  // Hand out each flex kind's starts one at a time to whichever eligible position has the best next player.
  for (const kind of FLEX_ORDER) {
    for (let i = 0; i < rosterSpots[kind] * leagueSize; i++) {
      let best: Position | null = null;
      let bestPts = -Infinity;
      for (const pos of FLEX_ELIGIBLE[kind]) {
        const pts = byPos[pos][starters[pos]];
        if (pts !== undefined && pts > bestPts) {
          bestPts = pts;
          best = pos;
        }
      }
      if (best === null) break;
      starters[best] += 1;
    }
  }
  const levels = {} as ReplacementLevels;
  for (const pos of Object.keys(byPos) as Position[]) {
    const list = byPos[pos];
    levels[pos] = list[starters[pos]] ?? list[list.length - 1] ?? 0;
  }
  return levels;
}

/**
 * A player's value over replacement: projected points minus his position's replacement level
 * (from {@link replacementLevels}). Comparable across positions, which raw points are not.
 */
export function valueOverReplacement(player: Player, levels: ReplacementLevels, format: FormatKey): number {
  return projectedPoints(player, format) - levels[player.position];
}
