import type { Position, RosterSpots } from '@draftmode/domain';
import { openStarterSlots, slotFillFor } from './lineup';

/** Why a pick breaks a roster-construction rule (see {@link constructionRule}). */
export interface ConstructionRule {
  code: 'early-kicker-or-defense' | 'spare-kicker-or-defense' | 'starters-left-open' | 'qb-or-te-depth' | 'rb-wr-balance';
  text: string;
}

/**
 * First round in which a K or DEF may be drafted: the last two rounds. Every league drafts them
 * last because their weekly scoring is close to what the waiver wire offers.
 */
export function kickerDefenseRound(rounds: number): number {
  return Math.max(1, rounds - 1);
}

/**
 * The roster-construction rules the recommendations never break and the pick grade marks down:
 * - a K or DEF only in the last two rounds, and never more of them than the lineup starts;
 * - no bench player when the picks left are only just enough for the open starter slots;
 * - no backup QB or TE while an RB/WR starter, the FLEX or the first RB or WR backup is open (they
 *   play only in a bye week or after an injury, the RB/WR core every week), and never a second
 *   backup: an RB or WR flier is the better bench;
 * - no RB or WR beyond his position's starters, the FLEX and two backups while the other position
 *   still lacks a starter or its first backup (one injury there would start a waiver pickup), in a
 *   league where the other position can play at all.
 * `counts` are the roster's players per position before the pick. Null when the pick is fine.
 */
export function constructionRule(
  position: Position,
  counts: Readonly<Record<Position, number>>,
  round: number,
  rounds: number,
  spots: RosterSpots,
): ConstructionRule | null {
  if (position === 'K' || position === 'DEF') {
    if (counts[position] >= Math.max(1, spots[position]))
      return { code: 'spare-kicker-or-defense', text: `A spare ${position} adds nothing a waiver pickup would not` };
    const from = kickerDefenseRound(rounds);
    if (round < from) return { code: 'early-kicker-or-defense', text: `${position} before round ${from}: wait for the last two rounds` };
    return null;
  }
  if (slotFillFor(position, counts, spots).kind === 'bench') {
    const picksLeftAfter = rounds - Object.values(counts).reduce((sum, n) => sum + n, 0) - 1;
    const open = openStarterSlots(counts, spots);
    if (open > picksLeftAfter) {
      return {
        code: 'starters-left-open',
        text: `Leaves ${open} starter slot${open === 1 ? '' : 's'} open with ${Math.max(0, picksLeftAfter)} pick${picksLeftAfter === 1 ? '' : 's'} left`,
      };
    }
  }
  if (position === 'RB' || position === 'WR') {
    const other = position === 'RB' ? 'WR' : 'RB';
    const otherPlays = spots[other] + spots.FLEX > 0;
    if (otherPlays && counts[position] >= spots[position] + spots.FLEX + 2 && counts[other] < spots[other] + 1) {
      const missing = counts[other] < spots[other] ? `${other === 'RB' ? 'an' : 'a'} ${other} starter` : `a first ${other} backup`;
      return { code: 'rb-wr-balance', text: `A ${ordinalWord(counts[position] + 1)} ${position} before ${missing}` };
    }
  }
  if ((position === 'QB' || position === 'TE') && counts[position] >= spots[position]) {
    const nth = `A ${ordinalWord(counts[position] + 1)} ${position}`;
    if (skillCoreOpen(counts, spots)) return { code: 'qb-or-te-depth', text: `${nth} while your RB/WR starters or first backups are open` };
    if (counts[position] >= spots[position] + 1)
      return { code: 'qb-or-te-depth', text: `${nth}: a bench spot an RB or WR would use better` };
  }
  return null;
}

/**
 * Whether an RB or WR starter, a FLEX, or the first RB or WR backup is still open: the core has
 * every RB and WR starter, the FLEX from RB/WR, and one more RB and one more WR behind them.
 */
function skillCoreOpen(counts: Readonly<Record<Position, number>>, spots: RosterSpots): boolean {
  return counts.RB < spots.RB + 1 || counts.WR < spots.WR + 1 || counts.RB + counts.WR < spots.RB + spots.WR + spots.FLEX + 2;
}

function ordinalWord(n: number): string {
  return ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'][n] ?? `${n}th`;
}

/** A drafted roster's rule breaks, pick by pick (the picks in the order they were made, with their rounds). */
export function constructionViolations(
  picks: ReadonlyArray<{ position: Position; round: number }>,
  rounds: number,
  spots: RosterSpots,
): Array<ConstructionRule & { pickIndex: number }> {
  const counts: Record<Position, number> = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 };
  const out: Array<ConstructionRule & { pickIndex: number }> = [];
  picks.forEach((pick, pickIndex) => {
    const rule = constructionRule(pick.position, counts, pick.round, rounds, spots);
    if (rule) out.push({ ...rule, pickIndex });
    counts[pick.position] += 1;
  });
  return out;
}
