import type { Position, RosterSpots } from '@draftmode/domain';
import { openStarterSlots, slotFillFor } from './lineup';

/** Why a pick breaks a roster-construction rule (see {@link constructionRule}). */
export interface ConstructionRule {
  code: 'early-kicker-or-defense' | 'spare-kicker-or-defense' | 'starters-left-open' | 'qb-or-te-depth' | 'rb-wr-balance';
  text: string;
  /**
   * A rule of timing rather than a mistake (a backup QB or TE a round or two before the last three):
   * the recommendations still never break it, but its grade counts one stake on top of the points
   * it gives up (see `pick-grade.ts`), a C when it gives up nothing else; the other rules make an F.
   */
  soft?: true;
}

/**
 * First round in which a K or DEF may be drafted: the last two rounds. Every league drafts them
 * last because their weekly scoring is close to what the waiver wire offers.
 */
export function kickerDefenseRound(rounds: number): number {
  return Math.max(1, rounds - 1);
}

/**
 * First round in which a backup QB or TE may be drafted: the last three rounds. He plays only in
 * his starter's bye and injury weeks (about three), which a waiver pickup covers nearly as well;
 * an RB or WR taken instead may start for weeks. Without this rule the recommendations took a
 * backup QB or TE before round 13 in most followed drafts (docs/bench/2026-11-28-advice-units.md).
 */
function backupQbTeRound(rounds: number): number {
  return Math.max(1, rounds - 2);
}

/**
 * The roster-construction rules the recommendations never break and the pick grade marks down:
 * - a K or DEF only in the last two rounds, and never more of them than the lineup starts;
 * - no bench player when the picks left are only just enough for the open starter slots;
 * - no backup QB or TE while an RB/WR starter, an RB/WR flex slot or the first RB or WR backup is
 *   open (they play only in a bye week or after an injury, the RB/WR core every week), and never a
 *   second backup: an RB or WR flier is the better bench; and none before the last three rounds
 *   (`backupQbTeRound`). A QB is a backup only beyond the slots a
 *   QB starts in: in a superflex or 2QB league the second QB is a starter;
 * - no RB or WR beyond his position's starters, the flex slots he can play besides the superflex,
 *   and two backups while the other position still lacks a starter or its first backup (one injury
 *   there would start a waiver pickup), in a league where the other position can play at all.
 * The superflex counts as a QB slot, not RB/WR depth: every team starts a QB there when it can.
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
    const otherPlays = skillSlots(other, spots) > 0;
    if (otherPlays && counts[position] >= skillSlots(position, spots) + 2 && counts[other] < spots[other] + 1) {
      const missing = counts[other] < spots[other] ? `${other === 'RB' ? 'an' : 'a'} ${other} starter` : `a first ${other} backup`;
      return { code: 'rb-wr-balance', text: `${nthWord(counts[position] + 1)} ${position} before ${missing}` };
    }
  }
  if (position === 'QB' || position === 'TE') {
    const starts = starterSlotsOf(position, spots);
    if (counts[position] >= starts) {
      const nth = `${nthWord(counts[position] + 1)} ${position}`;
      if (skillCoreOpen(counts, spots))
        return { code: 'qb-or-te-depth', text: `${nth} while your RB/WR starters or first backups are open` };
      if (counts[position] >= starts + 1) return { code: 'qb-or-te-depth', text: `${nth}: a bench spot an RB or WR would use better` };
      const from = backupQbTeRound(rounds);
      if (round < from)
        return {
          code: 'qb-or-te-depth',
          soft: true,
          text: `${nth} before round ${from}: a backup QB or TE waits for the last three rounds`,
        };
    }
  }
  return null;
}

/**
 * How many QBs or TEs a roster starts: a QB his own slots and the superflex (where every team
 * starts its second QB), a TE his own slots (the flex slots are the RBs' and WRs').
 */
export function starterSlotsOf(position: 'QB' | 'TE', spots: RosterSpots): number {
  return position === 'QB' ? spots.QB + spots.SUPERFLEX : spots.TE;
}

/** Slots an RB or WR starts in: his own and the flex kinds that take him, but the superflex (a QB's). */
function skillSlots(position: 'RB' | 'WR', spots: RosterSpots): number {
  return spots[position] + spots.FLEX + spots.WRRB + (position === 'WR' ? spots.WRTE : 0);
}

/**
 * Whether an RB or WR starter, an RB/WR flex slot (FLEX, WR/RB, WR/TE), or the first RB or WR
 * backup is still open: the core has every RB and WR starter, those flex slots from RBs and WRs,
 * and one more RB and one more WR behind them.
 */
function skillCoreOpen(counts: Readonly<Record<Position, number>>, spots: RosterSpots): boolean {
  const flex = spots.FLEX + spots.WRRB + spots.WRTE;
  return counts.RB < spots.RB + 1 || counts.WR < spots.WR + 1 || counts.RB + counts.WR < spots.RB + spots.WR + flex + 2;
}

/** 'A second', 'An eighth'. */
function nthWord(n: number): string {
  const word = ordinalWord(n);
  return /^(e|8|11|18)/.test(word) ? `An ${word}` : `A ${word}`;
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
