import { FLEX_ELIGIBLE, type FlexKind, type Player, type Position, type RosterSpots } from '@draftmode/domain';

/**
 * The flex kinds in the order a best lineup fills them: from the narrowest to the widest, so each
 * takes the best eligible player the narrower slots left (see {@link bestLineup}).
 */
export const FLEX_ORDER: readonly FlexKind[] = ['WRTE', 'WRRB', 'FLEX', 'SUPERFLEX'];
/** Positions whose starters sharing a bye week leave a hole worth planning for (a K or DEF is streamed that week). */
export const BYE_CLASH_POSITIONS: readonly Position[] = ['QB', 'RB', 'WR', 'TE'];

/** A starting slot label such as 'QB', 'RB2', 'FLEX', 'SUPERFLEX', 'WR/TE', 'QB2'. */
export type LineupSlot = string;

/** A best lineup: who starts where, who sits, and the starters' total. */
export interface Lineup {
  starters: Array<{ slot: LineupSlot; player: Player; points: number }>;
  bench: Player[];
  points: number;
}

const FLEX_LABEL: Readonly<Record<FlexKind, string>> = { WRTE: 'WR/TE', WRRB: 'WR/RB', FLEX: 'FLEX', SUPERFLEX: 'SUPERFLEX' };
/** Display order of starting slots, as the roster shows them: the positions, the flex kinds narrowest first, DEF, K (× 100, plus the slot's number). */
const DISPLAY_RANK: Readonly<Record<Position | FlexKind, number>> = {
  QB: 0,
  RB: 100,
  WR: 200,
  TE: 300,
  WRTE: 400,
  WRRB: 500,
  FLEX: 600,
  SUPERFLEX: 700,
  DEF: 800,
  K: 900,
};
/**
 * Which extra players (beyond their position's own slots) each flex kind takes first when slots
 * are assigned by counts (see {@link flexSlotsUsed}): the position with the fewest other places to
 * go, so the count of players placed is the most there can be. A TE has no WR/RB slot and an RB no
 * WR/TE slot, so they go before a WR; the superflex is where a team starts its second QB.
 */
const FILL_PREFERENCE: Readonly<Record<FlexKind, readonly Position[]>> = {
  WRTE: ['TE', 'WR'],
  WRRB: ['RB', 'WR'],
  FLEX: ['RB', 'WR', 'TE'],
  SUPERFLEX: ['QB', 'RB', 'WR', 'TE'],
};

/**
 * Label of the n-th (1-based) starting slot of a position or flex kind, as the roster panel shows
 * it: one slot of a kind has the bare label ('QB', 'TE', 'FLEX', 'SUPERFLEX', 'WR/TE'), several are
 * numbered ('QB2', 'FLEX1'); RB and WR are always numbered ('RB1', 'WR3').
 */
function slotLabel(kind: Position | FlexKind, n: number, spots: RosterSpots): LineupSlot {
  const label = isFlexKind(kind) ? FLEX_LABEL[kind] : kind;
  return spots[kind] > 1 || kind === 'RB' || kind === 'WR' ? `${label}${n}` : label;
}

function isFlexKind(kind: string): kind is FlexKind {
  return kind in FLEX_LABEL;
}

/**
 * The best starting lineup of a set of players for any points measure (projections when grading,
 * actual season totals in the evaluation): each position's own slots take its best players, then
 * the flex kinds from the narrowest to the widest (WR/TE, WR/RB, FLEX, SUPERFLEX), each taking the
 * best eligible player left.
 *
 * Greedy is exact when the slots' eligible positions are nested or disjoint (a position's own slot
 * ⊂ WR/TE or WR/RB ⊂ FLEX ⊂ SUPERFLEX): a player the narrower slot takes could fill every wider slot
 * too, so swapping him for a better one never helps. That holds in every league with at most one of
 * WR/TE and WR/RB. With both, they overlap on WR without nesting, and greedy is an approximation:
 * WR/TE may take a WR whom WR/RB needed while a TE nearly as good sits (a league with both is rare).
 */
export function bestLineup(players: readonly Player[], pointsOf: (p: Player) => number, spots: RosterSpots): Lineup {
  const scored = players.map((player) => ({ player, points: pointsOf(player) })).sort((x, y) => y.points - x.points);
  const used: Record<Position, number> = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 };
  const placed: Array<{ slot: LineupSlot; player: Player; points: number; rank: number }> = [];
  const rest: typeof scored = [];
  for (const s of scored) {
    const pos = s.player.position;
    if (used[pos] < spots[pos]) {
      used[pos] += 1;
      placed.push({ slot: slotLabel(pos, used[pos], spots), player: s.player, points: s.points, rank: DISPLAY_RANK[pos] + used[pos] });
    } else rest.push(s);
  }
  const taken = new Array<boolean>(rest.length).fill(false);
  for (const kind of FLEX_ORDER) {
    if (spots[kind] <= 0) continue;
    const eligible = FLEX_ELIGIBLE[kind];
    let n = 0;
    // `rest` is best first, so each slot takes the first eligible player not taken yet.
    for (let i = 0; i < rest.length && n < spots[kind]; i++) {
      const s = rest[i] as (typeof rest)[number];
      if (taken[i] || !eligible.includes(s.player.position)) continue;
      taken[i] = true;
      n += 1;
      placed.push({ slot: slotLabel(kind, n, spots), player: s.player, points: s.points, rank: DISPLAY_RANK[kind] + n });
    }
  }
  placed.sort((x, y) => x.rank - y.rank);
  const starters: Lineup['starters'] = [];
  let points = 0;
  for (const { slot, player, points: p } of placed) {
    starters.push({ slot, player, points: p });
    points += p;
  }
  const bench: Player[] = [];
  rest.forEach((s, i) => taken[i] || bench.push(s.player));
  return { starters, bench, points };
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
 * How many slots of each flex kind a roster's players beyond their position's own slots fill, by
 * counts (`plus`: one more player of that position). Kinds are filled from the narrowest, each
 * taking first the position with the fewest other places to go, which places as many players as
 * any assignment can.
 */
export function flexSlotsUsed(counts: Readonly<Record<Position, number>>, spots: RosterSpots, plus?: Position): Record<FlexKind, number> {
  const extra: Record<Position, number> = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 };
  for (const pos of FLEX_ELIGIBLE.SUPERFLEX) extra[pos] = Math.max(0, counts[pos] + (pos === plus ? 1 : 0) - spots[pos]);
  const used: Record<FlexKind, number> = { WRTE: 0, WRRB: 0, FLEX: 0, SUPERFLEX: 0 };
  for (const kind of FLEX_ORDER) {
    for (const pos of FILL_PREFERENCE[kind]) {
      const n = Math.min(spots[kind] - used[kind], extra[pos]);
      used[kind] += n;
      extra[pos] -= n;
    }
  }
  return used;
}

/**
 * Which slot adding one more player of `position` fills: an open starter slot of that position,
 * else an open flex slot that takes him (WR/TE, WR/RB, FLEX, SUPERFLEX; the one left open once the
 * roster's other players have their places), else the bench (`nth` = he would be the n-th at his
 * position). Counts, not projections, decide it, which matches how drafters think about "open slots".
 * The superflex is where a team starts its second QB: a QB fills it while the roster has fewer QBs
 * than QB and SUPERFLEX slots together, even when an RB or WR sits there by count.
 */
export function slotFillFor(position: Position, counts: Readonly<Record<Position, number>>, spots: RosterSpots): SlotFill {
  const have = counts[position];
  if (have < spots[position]) return { kind: 'starter', slot: slotLabel(position, have + 1, spots) };
  if (position === 'QB' && have < spots.QB + spots.SUPERFLEX)
    return { kind: 'flex', slot: slotLabel('SUPERFLEX', have - spots.QB + 1, spots) };
  if (FLEX_ELIGIBLE.SUPERFLEX.includes(position)) {
    const before = flexSlotsUsed(counts, spots);
    const after = flexSlotsUsed(counts, spots, position);
    for (const kind of FLEX_ORDER) {
      if (after[kind] > before[kind]) return { kind: 'flex', slot: slotLabel(kind, after[kind], spots) };
    }
  }
  return { kind: 'bench', nth: have + 1 };
}

/** Starter slots (flex kinds included) still empty, by position counts. */
export function openStarterSlots(counts: Readonly<Record<Position, number>>, spots: RosterSpots): number {
  let open = 0;
  for (const pos of ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const) open += Math.max(0, spots[pos] - counts[pos]);
  const used = flexSlotsUsed(counts, spots);
  for (const kind of FLEX_ORDER) open += Math.max(0, spots[kind] - used[kind]);
  return open;
}

/** Number of starting slots (flex kinds included) per team. */
export function starterSlotCount(spots: RosterSpots): number {
  return spots.QB + spots.RB + spots.WR + spots.TE + spots.FLEX + spots.SUPERFLEX + spots.WRTE + spots.WRRB + spots.K + spots.DEF;
}

/**
 * Starting slots a player of `position` can play: his position's own and every flex kind that takes
 * him (a QB: QB and SUPERFLEX; an RB: RB, WR/RB, FLEX and SUPERFLEX).
 */
export function startableSlots(position: Position, spots: RosterSpots): number {
  let n = spots[position];
  for (const kind of FLEX_ORDER) if (FLEX_ELIGIBLE[kind].includes(position)) n += spots[kind];
  return n;
}
