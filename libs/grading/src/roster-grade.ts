import type { FormatKey, Player, Position, RosterSpots } from '@draftmode/domain';
import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { gradingContext, rosterScore, type GradingContext } from './context';
import { letterFor, toPercentage, type Letter } from './letter';
import { starterSlotsOf } from './construction';
import { bestLineup, BYE_CLASH_POSITIONS, startableSlots, type Lineup } from './lineup';
import { ordinal } from './pick-grade';
import { adpOf, adpSpread } from './projection';

/** Inputs shared by the roster-level grades. */
export interface RosterGradeInput {
  /** The roster in the order it was drafted. */
  roster: readonly Player[];
  pool: readonly Player[];
  format: FormatKey;
  leagueSize: number;
  /** The user's draft slot, 1..leagueSize: early in a draft the benchmark is the ADP-bot roster of this slot (see `GradingContext.benchmarkScore`). */
  draftPosition: number;
  rosterSpots?: RosterSpots;
}

/** Strength of one position against the benchmark, for the report card chart. */
export interface PositionStrength {
  position: Position;
  /** Projected points of this roster's starters at the position (FLEX counted where he plays). */
  points: number;
  benchmarkPoints: number;
  /** 0–100 on the same scale as the roster grade; 85 = level with the benchmark. */
  strength: number;
}

/** Starters sharing a bye week. */
export interface ByeConflict {
  byeWeek: number;
  players: Player[];
}

/** A roster grade against the benchmark. */
export interface RosterGrade {
  letter: Letter;
  percentage: number;
  /** Best-lineup projected points. */
  lineupPoints: number;
  /** Expected points depth and upside add to the best lineup chosen in hindsight (see `rosterScore`). */
  benchDepth: number;
  /** Expected best-lineup points in hindsight (`rosterScore`): lineupPoints + benchDepth. */
  score: number;
  benchmarkScore: number;
  /** score / benchmarkScore. */
  ratio: number;
  lineup: Lineup;
  positions: PositionStrength[];
  byeConflicts: ByeConflict[];
}

/**
 * Maps a strength ratio (roster score / benchmark score) to 0–100: a logistic curve through 85
 * (a B, "what an ADP drafter gets") at ratio 1, about 93 at +5 %, 71 at −5 % and
 * below 60 (F) at −10 %. Logistic rather than linear so it never saturates into ties, which keeps
 * the ordering of strong rosters meaningful.
 */
export function ratioToPercentage(ratio: number): number {
  const x = 1.735 + 18 * (ratio - 1);
  return 100 / (1 + Math.exp(-x));
}

/**
 * Grades a roster: the expected points of its best lineup chosen in hindsight (`rosterScore`:
 * projected starters plus what depth and upside add, from simulated seasons), compared with what
 * ADP bots draft in the same league (deterministic): a partial roster against the benchmark rosters'
 * first picks of the same count, the same slot's early on and the league's mean on a full roster
 * (`GradingContext.benchmarkScore`). Also returns per-position strength against the league's
 * benchmark rosters for a chart, and bye-week conflicts among starters.
 */
export function gradeRoster(input: RosterGradeInput): RosterGrade {
  const ctx = gradingContext(input.pool, input.format, input.leagueSize, input.rosterSpots ?? DEFAULT_ROSTER_SPOTS);
  return gradeRosterWith(input.roster, input.draftPosition, ctx);
}

/** {@link gradeRoster} with an explicit, precomputed context. */
export function gradeRosterWith(roster: readonly Player[], draftPosition: number, ctx: GradingContext): RosterGrade {
  const lineup = bestLineup(roster, ctx.points, ctx.rosterSpots);
  const { score, benchmarkScore, ratio, percentage, benchmarkPicks } = rosterStrength(roster, draftPosition, ctx);
  const depth = score - lineup.points;
  const benchLineups = ctx.benchmarkRosters().map((bench) => bestLineup(bench.slice(0, benchmarkPicks), ctx.points, ctx.rosterSpots));
  const positions: PositionStrength[] = (['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as Position[]).map((position) => {
    const mine = sumAt(lineup, position);
    const theirs = benchLineups.reduce((s, l) => s + sumAt(l, position), 0) / Math.max(1, benchLineups.length);
    const r = theirs > 0 ? mine / theirs : mine > 0 ? 1.2 : 1;
    // Positions are noisier than whole rosters, so each is scaled at a third of the roster slope.
    return { position, points: round1(mine), benchmarkPoints: round1(theirs), strength: toPercentage(ratioToPercentage(1 + (r - 1) / 3)) };
  });
  return {
    letter: letterFor(percentage),
    percentage,
    lineupPoints: round1(lineup.points),
    benchDepth: round1(depth),
    score: round1(score),
    benchmarkScore: round1(benchmarkScore),
    ratio,
    lineup,
    positions,
    byeConflicts: byeConflicts(lineup),
  };
}

/** A roster's strength against the benchmark: the figures behind {@link gradeRosterWith}'s percentage, without its lineup, chart and bye weeks. */
interface RosterStrength {
  /** `rosterScore` of the roster. */
  score: number;
  /** What an ADP drafter has after as many picks (`GradingContext.benchmarkScore`). */
  benchmarkScore: number;
  ratio: number;
  percentage: number;
  /** How many of the benchmark rosters' first picks the roster is compared with. */
  benchmarkPicks: number;
}

/** {@link RosterStrength} of a roster drafted from slot `draftPosition`. */
/** What a roster of `picks` players drafted from `draftPosition` is compared with (`GradingContext.benchmarkScore`, computed once per league settings). */
export function benchmarkScoreAt(draftPosition: number, picks: number, ctx: GradingContext): number {
  return ctx.benchmarkScore(Math.min(ctx.leagueSize, Math.max(1, Math.round(draftPosition))), Math.min(picks, ctx.rounds));
}

function rosterStrength(roster: readonly Player[], draftPosition: number, ctx: GradingContext): RosterStrength {
  const score = rosterScore(roster, ctx);
  const benchmarkPicks = Math.min(roster.length, ctx.rounds);
  const benchmarkScore = benchmarkScoreAt(draftPosition, benchmarkPicks, ctx);
  const ratio = benchmarkScore > 0 ? score / benchmarkScore : 1;
  return { score, benchmarkScore, ratio, percentage: toPercentage(ratioToPercentage(ratio)), benchmarkPicks };
}

/**
 * Groups of two or more QB/RB/WR/TE starters sharing a bye week (unknown byes, ≤ 0, are ignored).
 * A kicker or defense is streamed in his bye week whoever else is off, so it clashes with nobody.
 */
export function byeConflicts(lineup: Lineup): ByeConflict[] {
  const byWeek = new Map<number, Player[]>();
  for (const { player } of lineup.starters) {
    if (player.byeWeek > 0 && BYE_CLASH_POSITIONS.includes(player.position))
      byWeek.set(player.byeWeek, [...(byWeek.get(player.byeWeek) ?? []), player]);
  }
  return [...byWeek.entries()]
    .filter(([, players]) => players.length >= 2)
    .map(([byeWeek, players]) => ({ byeWeek, players }))
    .sort((a, b) => b.players.length - a.players.length || a.byeWeek - b.byeWeek);
}

/** A live draft grade. */
export interface LiveDraftGrade {
  letter: Letter;
  percentage: number;
  /** True once the roster holds at least the rosterSpots total. */
  isFinal: boolean;
  /** What it weighs (see {@link liveGradeBasisText}). */
  basis: LiveGradeBasis;
}

/** The two halves of a live draft grade, as whole numbers. */
export interface LiveGradeBasis {
  /** The mean of the pick grades so far (null before any is known) and its share of the grade, 0–100. */
  pickMean: number | null;
  pickWeight: number;
  /** The roster's strength as a percentage, and how far (in %) its projection is above (+) or below (−) the benchmark's. */
  rosterPercentage: number;
  rosterVsBenchmark: number;
  /** The benchmark: what ADP drafters have after this many picks from the slot. */
  benchmarkPicks: number;
  draftPosition: number;
}

/**
 * What a full roster's grade compares against, in one sentence: "Your roster projects 6% above the
 * league's average roster drafted by ADP (1,712 against 1,615 expected lineup points)." The benchmark of a full
 * roster is the mean of every slot's ADP-bot roster (`GradingContext.benchmarkScore`).
 */
export function reportCardBasisText(grade: Pick<RosterGrade, 'score' | 'benchmarkScore' | 'ratio'>): string {
  const percent = Math.round((grade.ratio - 1) * 100);
  const vs = percent === 0 ? 'level with' : `${Math.abs(percent)}% ${percent > 0 ? 'above' : 'below'}`;
  const points = (n: number) => Math.round(n).toLocaleString('en-US');
  return `Your roster projects ${vs} the league's average roster drafted by ADP (${points(grade.score)} against ${points(grade.benchmarkScore)} expected lineup points).`;
}

/**
 * What a live grade compares against, in one sentence: "Your 5 picks average 96% and count 33%;
 * your roster projects 4% above what an ADP drafter has after 5 picks from slot 6 (67%)."
 */
export function liveGradeBasisText(basis: LiveGradeBasis): string {
  const vs =
    basis.rosterVsBenchmark === 0
      ? 'level with'
      : `${Math.abs(basis.rosterVsBenchmark)}% ${basis.rosterVsBenchmark > 0 ? 'above' : 'below'}`;
  const roster = `${vs} what an ADP drafter has after ${basis.benchmarkPicks} pick${basis.benchmarkPicks === 1 ? '' : 's'} from slot ${basis.draftPosition}`;
  if (basis.pickMean === null || basis.pickWeight === 0) return `Your roster projects ${roster}: the grade is the roster's alone.`;
  return `Your picks average ${basis.pickMean}% and count ${basis.pickWeight}%; your roster projects ${roster} (${100 - basis.pickWeight}%).`;
}

/**
 * The header's live draft grade, or null while the roster is empty. It blends the average of the
 * pick grades so far with the roster's strength against the benchmark roster's first picks of the
 * same count (what the same slot typically yields by then). Pick grades weigh half after the first
 * pick and fade to nothing on a full roster, where the roster itself is the evidence: the final
 * live grade is the report card's grade. Final when the roster holds at least the rosterSpots total.
 */
export function liveDraftGrade(input: RosterGradeInput & { pickPercentages: readonly number[] }): LiveDraftGrade | null {
  if (input.roster.length === 0) return null;
  const ctx = gradingContext(input.pool, input.format, input.leagueSize, input.rosterSpots ?? DEFAULT_ROSTER_SPOTS);
  const roster = rosterStrength(input.roster, input.draftPosition, ctx);
  const strength = roster.percentage;
  const picks = input.pickPercentages.filter((p) => Number.isFinite(p));
  const progress = Math.min(1, input.roster.length / ctx.rounds);
  const w = picks.length > 0 ? PICK_GRADE_WEIGHT * (1 - progress) : 0;
  const mean = picks.length > 0 ? picks.reduce((s, p) => s + p, 0) / picks.length : 0;
  const percentage = toPercentage(w * mean + (1 - w) * strength);
  return {
    letter: letterFor(percentage),
    percentage,
    isFinal: input.roster.length >= ctx.rounds,
    basis: {
      pickMean: picks.length > 0 ? Math.round(mean) : null,
      pickWeight: Math.round(100 * w),
      rosterPercentage: strength,
      rosterVsBenchmark: Math.round(100 * (roster.ratio - 1)) + 0,
      benchmarkPicks: roster.benchmarkPicks,
      draftPosition: Math.min(ctx.leagueSize, Math.max(1, Math.round(input.draftPosition))),
    },
  };
}

/** Weight of the pick grades in the live grade at the start of a draft (see {@link liveDraftGrade}). */
const PICK_GRADE_WEIGHT = 0.5;

/** A pick as the report card knows it. */
export interface ReportCardPick {
  playerId: string;
  overallPick?: number;
  /** The pick grade recorded when it was made, if any. */
  percentage?: number;
}

/** One player's line on the report card. */
export interface ReportCardPlayer {
  player: Player;
  /** Lineup slot, or 'BENCH'. */
  slot: string;
  letter: Letter;
  percentage: number;
  advice: string;
}

/** The full report card. */
export interface ReportCard extends RosterGrade {
  players: ReportCardPlayer[];
}

/**
 * The report card shown when the roster is full: the {@link gradeRoster} result plus, per player,
 * a grade and one line of advice. A player's grade is his recorded pick grade when given; else,
 * with his overall pick, value against ADP minus risk; else his VOR rank among the position's
 * draftable players. Advice comes from simple rules (injury, bye clash, age, handcuff, role).
 * `slots` (player id → 'QB', 'WR3', … or 'BENCH') is the roster's own assignment; without it each
 * player's slot is where the best lineup plays him.
 */
export function reportCard(
  input: RosterGradeInput & { picks?: readonly ReportCardPick[]; slots?: ReadonlyMap<string, string> },
): ReportCard {
  const ctx = gradingContext(input.pool, input.format, input.leagueSize, input.rosterSpots ?? DEFAULT_ROSTER_SPOTS);
  const grade = gradeRosterWith(input.roster, input.draftPosition, ctx);
  const picks = new Map((input.picks ?? []).map((p) => [p.playerId, p]));
  // The roster's own slots when the caller has them, so the card says what the roster shows.
  const slotOf: ReadonlyMap<string, string> = input.slots ?? new Map(grade.lineup.starters.map((s) => [s.player.id, s.slot]));
  const clash = new Map<string, ByeConflict>();
  for (const c of grade.byeConflicts) for (const p of c.players) clash.set(p.id, c);
  const players = input.roster.map((player): ReportCardPlayer => {
    const pick = picks.get(player.id);
    const percentage = toPercentage(pick?.percentage ?? playerScore(player, pick?.overallPick, ctx));
    const slot = slotOf.get(player.id) ?? 'BENCH';
    return {
      player,
      slot,
      letter: letterFor(percentage),
      percentage,
      advice: adviceFor(player, slot, percentage, clash.get(player.id), input.roster, ctx),
    };
  });
  return { ...grade, players };
}

function playerScore(player: Player, overallPick: number | undefined, ctx: GradingContext): number {
  if (overallPick !== undefined) {
    const adp = adpOf(player, ctx.format);
    const value = 50 + 50 * Math.tanh((overallPick - adp) / adpSpread(adp, player.adpStdDev) / 1.5);
    return 84 + 0.4 * (value - 50) - (player.isInjured ? 12 : 0);
  }
  const draftable = ctx.leagueSize * ctx.rounds;
  const peers = ctx.pool.filter((p) => p.position === player.position && adpOf(p, ctx.format) <= draftable);
  const better = peers.filter((p) => ctx.vor(p) > ctx.vor(player)).length;
  const pct = peers.length > 0 ? 1 - better / peers.length : 0.5;
  return 55 + 45 * pct;
}

function adviceFor(
  player: Player,
  slot: string,
  percentage: number,
  clash: ByeConflict | undefined,
  roster: readonly Player[],
  ctx: GradingContext,
): string {
  const starter = slot !== 'BENCH';
  if (player.isInjured)
    return starter ? 'Injured: start your best bench option until he is cleared.' : 'Injured: stash only if your bench can spare the spot.';
  if (starter && clash) {
    const others = clash.players.filter((p) => p.id !== player.id).map((p) => p.name);
    return `Shares bye week ${clash.byeWeek} with ${others.join(', ')}: line up a fill-in for that week.`;
  }
  const backs = player.handcuffOf ? roster.find((p) => p.id === player.handcuffOf) : undefined;
  if (backs) return `Keep as insurance for ${backs.name}.`;
  if (player.position === 'RB' && player.age >= 28) return `Age ${player.age} RB: expect his workload to fade; plan a younger backup.`;
  if (player.position === 'K' || player.position === 'DEF')
    return starter ? 'Stream by matchup if he starts slowly.' : 'Spare kicker or defense: drop for a skill player.';
  if (starter)
    return ctx.vor(player) >= 20 ? 'Weekly starter: set and forget.' : 'Weakest starter here: watch the waiver wire for an upgrade.';
  // On the bench: what he is there for depends on how many of his position are ahead of him.
  const nth = roster.filter((p) => p.position === player.position && ctx.points(p) >= ctx.points(player)).length;
  if (player.position === 'QB' || player.position === 'TE') {
    // A superflex is a QB's slot: there the second QB is a starter and the third the backup.
    const starters = starterSlotsOf(player.position, ctx.rosterSpots);
    return nth <= starters + 1
      ? `Backup ${player.position}: covers your starter's bye week and injuries.`
      : `${ordinal(nth)} ${player.position}: rarely plays; trade or drop him for an RB or WR.`;
  }
  if (percentage < 70) return 'Cut candidate when a waiver breakout appears.';
  const firstBackup = nth <= startableSlots(player.position, ctx.rosterSpots) - ctx.rosterSpots.SUPERFLEX + 1;
  return firstBackup
    ? `Depth: first in line at ${player.position} for bye weeks and injuries.`
    : `Depth: a later fill-in at ${player.position}; swap for a waiver breakout if one appears.`;
}

function sumAt(lineup: Lineup, position: Position): number {
  return lineup.starters.filter((s) => s.player.position === position).reduce((s, x) => s + x.points, 0);
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
