import type { Player, Position, RosterSpots } from '@draftmode/domain';

/** Positions that may fill the FLEX slot. */
export const FLEX_POSITIONS: readonly Position[] = ['RB', 'WR', 'TE'];
/** Positions whose starters sharing a bye week leave a hole worth planning for (a K or DEF is streamed that week). */
export const BYE_CLASH_POSITIONS: readonly Position[] = ['QB', 'RB', 'WR', 'TE'];
const ORDER: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];

/** A starting slot label such as 'QB', 'RB2', 'FLEX'. */
export type LineupSlot = string;

/** A best lineup: who starts where, who sits, and the starters' total. */
export interface Lineup {
  starters: Array<{ slot: LineupSlot; player: Player; points: number }>;
  bench: Player[];
  points: number;
}

/** Label of the n-th (1-based) starter at a position: 'QB' when there is one slot, else 'RB2'. */
export function slotLabel(position: Position, n: number, spots: RosterSpots): LineupSlot {
  return spots[position] === 1 ? position : `${position}${n}`;
}

/**
 * The best starting lineup of a set of players for any points measure (projections when grading,
 * actual season totals in the evaluation). Greedy is optimal here: each position's slots take its
 * best players, then FLEX takes the best RB/WR/TE left over, because no player fits two
 * position slots.
 */
export function bestLineup(players: readonly Player[], pointsOf: (p: Player) => number, spots: RosterSpots): Lineup {
  const scored = players.map((player) => ({ player, points: pointsOf(player) })).sort((x, y) => y.points - x.points);
  const used: Record<Position, number> = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 };
  const starters: Lineup['starters'] = [];
  const rest: typeof scored = [];
  for (const s of scored) {
    const pos = s.player.position;
    if (used[pos] < spots[pos]) {
      used[pos] += 1;
      starters.push({ slot: slotLabel(pos, used[pos], spots), player: s.player, points: s.points });
    } else rest.push(s);
  }
  let flex = 0;
  const bench: Player[] = [];
  for (const s of rest) {
    if (flex < spots.FLEX && FLEX_POSITIONS.includes(s.player.position)) {
      flex += 1;
      starters.push({ slot: spots.FLEX === 1 ? 'FLEX' : `FLEX${flex}`, player: s.player, points: s.points });
    } else bench.push(s.player);
  }
  starters.sort(
    (x, y) =>
      ORDER.indexOf(x.player.position) - ORDER.indexOf(y.player.position) || (x.slot === 'FLEX' ? 1 : 0) - (y.slot === 'FLEX' ? 1 : 0),
  );
  return { starters, bench, points: starters.reduce((s, x) => s + x.points, 0) };
}

/** Players per position on a roster. */
export function positionCounts(roster: readonly Player[]): Record<Position, number> {
  const counts: Record<Position, number> = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 };
  for (const p of roster) counts[p.position] += 1;
  return counts;
}

/** Where the next player of a position would go on a roster, by position counts. */
export type SlotFill = { kind: 'starter'; slot: LineupSlot } | { kind: 'flex'; slot: LineupSlot } | { kind: 'bench'; nth: number };

/**
 * Which slot adding one more player of `position` fills: an open starter slot of that position,
 * else an open FLEX (RB/WR/TE), else the bench (`nth` = he would be the n-th at his position).
 * Counts, not projections, decide it, which matches how drafters think about "open slots".
 */
export function slotFillFor(position: Position, counts: Record<Position, number>, spots: RosterSpots): SlotFill {
  const have = counts[position];
  if (have < spots[position]) return { kind: 'starter', slot: slotLabel(position, have + 1, spots) };
  if (FLEX_POSITIONS.includes(position) && flexUsed(counts, spots) < spots.FLEX) return { kind: 'flex', slot: 'FLEX' };
  return { kind: 'bench', nth: have + 1 };
}

function flexUsed(counts: Record<Position, number>, spots: RosterSpots): number {
  return FLEX_POSITIONS.reduce((s, pos) => s + Math.max(0, counts[pos] - spots[pos]), 0);
}

/** Starter slots (FLEX included) still empty, by position counts. */
export function openStarterSlots(counts: Record<Position, number>, spots: RosterSpots): number {
  let open = 0;
  for (const pos of ORDER) open += Math.max(0, spots[pos] - counts[pos]);
  return open + Math.max(0, spots.FLEX - flexUsed(counts, spots));
}

/** Number of starting slots (FLEX included) per team. */
export function starterSlotCount(spots: RosterSpots): number {
  return spots.QB + spots.RB + spots.WR + spots.TE + spots.FLEX + spots.K + spots.DEF;
}
