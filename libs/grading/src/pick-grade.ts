import type { FormatKey, Player, Position, RosterSpots } from '@draftmode/domain';
import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { gradingContext, type GradingContext } from './context';
import { letterFor, toPercentage, type Letter } from './letter';
import { bestLineup, openStarterSlots, positionCounts, slotFillFor, type SlotFill } from './lineup';
import { adpOf, adpSpread } from './projection';
import { roundOfPick } from './snake';

/** Inputs of {@link gradePick}. All plain data. */
export interface PickGradeInput {
  player: Player;
  /** Overall pick number at which the player is (or would be) taken. */
  overallPick: number;
  /** The drafting team's roster before this pick. */
  roster: readonly Player[];
  /** Players available at this pick (the player himself may be included; he is skipped). */
  available: readonly Player[];
  format: FormatKey;
  leagueSize: number;
  rosterSpots?: RosterSpots;
  /** Whole player pool, for replacement levels; defaults to `available`. Pass it for speed. */
  pool?: readonly Player[];
}

/** Scores behind a pick grade. */
export interface PickComponents {
  /** 0–100, 50 = taken exactly at ADP; above is value (taken later), below a reach, in ADP spreads. */
  value: number;
  /** 0–100, 50 = same VOR as the best alternative still available; above = better than it. */
  vor: number;
  /** 0–100: 100 fills an open starter slot, 85 FLEX, lower for depth, near 0 for stacking. */
  need: number;
  /** 0–100 penalty: 0 = no risk flags (injury, RB age, early handcuff, early K/DEF, bye stacking). */
  risk: number;
}

/** A graded pick. */
export interface PickGrade {
  letter: Letter;
  percentage: number;
  components: PickComponents;
  /** One to three plain reasons, the most important first. */
  reasons: string[];
}

/** Percentage of a pick taken at ADP that fills an open slot with the best player available. */
const BASE = 84;

/**
 * Grades taking `player` at `overallPick` for a roster. Four components (see
 * {@link PickComponents}) are combined as
 * `84 + 0.35·(value−50) + 0.35·(vor−50) + 0.2·(need−70) − 0.35·risk`, clamped to 0–100:
 * a fair, needed pick lands near A-/B+, a big reach or a stacked position pulls it down, and a
 * clear risk flag costs up to a few letters. Taking the same player later never grades lower,
 * because value rises with the pick and every risk flag only shrinks with it.
 */
export function gradePick(input: PickGradeInput): PickGrade {
  const spots = input.rosterSpots ?? DEFAULT_ROSTER_SPOTS;
  const ctx = gradingContext(input.pool ?? input.available, input.format, input.leagueSize, spots);
  return gradePickWith(input, ctx);
}

interface Reason {
  text: string;
  weight: number;
}

/** {@link gradePick} with an explicit, precomputed context (used by simulations in bulk). */
export function gradePickWith(input: PickGradeInput, ctx: GradingContext): PickGrade {
  const { player, overallPick, roster, available } = input;
  const spots = ctx.rosterSpots;
  const reasons: Reason[] = [];
  const round = roundOfPick(overallPick, ctx.leagueSize);

  // (a) Value against ADP, in units of how far ADP spreads at that depth.
  const adp = adpOf(player, ctx.format);
  const sd = adpSpread(adp, player.adpStdDev);
  const diff = overallPick - adp;
  const value = 50 + 50 * Math.tanh(diff / sd / 1.5);
  const picks = Math.round(Math.abs(diff));
  if (picks >= 2 && Math.abs(diff) >= 0.5 * sd) {
    const s = picks === 1 ? '' : 's';
    reasons.push({
      text: diff > 0 ? `Value: went ${picks} pick${s} after ADP` : `Reach: went ${picks} pick${s} before ADP`,
      weight: 0.35 * Math.abs(value - 50),
    });
  }

  // (b) VOR against the best alternative still on the board.
  const myVor = ctx.vor(player);
  let alt: Player | null = null;
  let altVor = -Infinity;
  for (const p of available) {
    if (p.id === player.id) continue;
    const v = ctx.vor(p);
    if (v > altVor) {
      altVor = v;
      alt = p;
    }
  }
  const vorDiff = alt ? myVor - altVor : 0;
  const vor = 50 + 50 * Math.tanh(vorDiff / 30);
  if (alt && vorDiff <= -10) reasons.push({ text: `Passes on ${alt.name} (${Math.round(-vorDiff)} more points over replacement)`, weight: 0.35 * (50 - vor) });
  else if (alt && vorDiff >= 5) reasons.push({ text: 'Best value over replacement on the board', weight: 0.35 * (vor - 50) });

  // (c) Roster need.
  const counts = positionCounts(roster);
  const fill = slotFillFor(player.position, counts, spots);
  let need = needScore(player.position, fill, spots);
  const after = { ...counts, [player.position]: counts[player.position] + 1 };
  const picksLeftAfter = ctx.rounds - roster.length - 1;
  const openAfter = openStarterSlots(after, spots);
  if (fill.kind !== 'bench') reasons.push({ text: `Fills your open ${fill.slot} slot`, weight: 5 });
  else if (openAfter > picksLeftAfter) {
    need = 0;
    reasons.push({ text: `Leaves ${openAfter} starter slot${openAfter === 1 ? '' : 's'} open with ${Math.max(0, picksLeftAfter)} pick${picksLeftAfter === 1 ? '' : 's'} left`, weight: 20 });
  } else if (need <= 20) reasons.push({ text: `Stacks a ${ordinal(fill.nth)} ${player.position}`, weight: 0.2 * (70 - need) });
  else reasons.push({ text: `Adds ${player.position} depth (${ordinal(fill.nth)} ${player.position})`, weight: 1 });

  // (d) Risk flags.
  let risk = 0;
  if (player.isInjured) {
    risk += 35;
    reasons.push({ text: 'Risk: listed as injured', weight: 0.35 * 35 });
  }
  if (player.position === 'RB' && player.age >= 28) {
    const r = Math.min(30, 10 + 5 * (player.age - 28));
    risk += r;
    reasons.push({ text: `Risk: RB aged ${player.age}`, weight: 0.35 * r });
  }
  const earlyRound = Math.ceil(ctx.rounds / 2);
  if (player.handcuffOf && round < earlyRound) {
    const r = 15 + 2 * (earlyRound - round);
    risk += r;
    reasons.push({ text: `Risk: handcuff taken early (round ${round})`, weight: 0.35 * r });
  }
  const lastRoundsStart = ctx.rounds - 1;
  if ((player.position === 'K' || player.position === 'DEF') && round < lastRoundsStart) {
    const r = Math.min(70, 30 + 8 * (lastRoundsStart - round));
    risk += r;
    reasons.push({ text: `Reach: ${player.position} before round ${lastRoundsStart}`, weight: 0.35 * r + 10 });
  }
  if (fill.kind !== 'bench' && player.byeWeek > 0) {
    const shared = bestLineup(roster, ctx.points, spots).starters.filter((s) => s.player.byeWeek === player.byeWeek).length;
    if (shared > 0) {
      const r = Math.min(24, 8 * shared);
      risk += r;
      reasons.push({ text: `Bye week ${player.byeWeek} shared with ${shared} starter${shared === 1 ? '' : 's'}`, weight: 0.35 * r });
    }
  }
  risk = Math.min(100, risk);

  const percentage = toPercentage(BASE + 0.35 * (value - 50) + 0.35 * (vor - 50) + 0.2 * (need - 70) - 0.35 * risk);
  reasons.sort((x, y) => y.weight - x.weight);
  const texts = reasons.slice(0, 3).map((r) => r.text);
  if (texts.length === 0) texts.push('Taken close to ADP');
  return {
    letter: letterFor(percentage),
    percentage,
    components: { value: round1(value), vor: round1(vor), need: round1(need), risk: round1(risk) },
    reasons: texts,
  };
}

/**
 * Need score (0–100) of adding a player given where he lands: an open starter slot 100, FLEX 85;
 * on the bench a first RB/WR backup 60 falling by 10 per extra one (floor 15), a second QB or TE
 * 35, a third QB or TE 10 and a second K or DEF 0 (stacking).
 */
export function needScore(position: Position, fill: SlotFill, spots: RosterSpots): number {
  if (fill.kind === 'starter') return 100;
  if (fill.kind === 'flex') return 85;
  const backups = fill.nth - spots[position];
  if (position === 'K' || position === 'DEF') return 0;
  if (position === 'QB' || position === 'TE') return backups <= 1 ? 35 : 10;
  const beyond = fill.nth - spots[position] - spots.FLEX;
  return Math.max(15, Math.min(60, 60 - 10 * (beyond - 1)));
}

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11 → '11th'. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
