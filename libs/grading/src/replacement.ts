import type { FormatKey, Player, Position, RosterSpots } from '@draftmode/domain';
import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { FLEX_POSITIONS } from './lineup';
import { projectedPoints } from './projection';

/** Replacement-level season points per position. */
export type ReplacementLevels = Record<Position, number>;

/**
 * Replacement level per position: the projected points of the best player who would NOT start in
 * a league where every team fields its starters. Starters per position are `slots × leagueSize`;
 * the `FLEX × leagueSize` flex starters go to the best RB/WR/TE left after the dedicated slots, so
 * the shared FLEX raises RB/WR/TE replacement in proportion to how deep each position is.
 * Value over replacement then measures what a player adds over a free waiver-wire substitute.
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
  // Hand out flex starts one at a time to whichever position has the best next player.
  for (let i = 0; i < rosterSpots.FLEX * leagueSize; i++) {
    let best: Position | null = null;
    let bestPts = -Infinity;
    for (const pos of FLEX_POSITIONS) {
      const pts = byPos[pos][starters[pos]];
      if (pts !== undefined && pts > bestPts) {
        bestPts = pts;
        best = pos;
      }
    }
    if (best === null) break;
    starters[best] += 1;
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
