import type { FormatKey, Player, Position, RosterSpots } from '@draftmode/domain';
import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { chanceAvailable } from './chance';
import { gradingContext, MARKET_WEIGHT, type GradingContext, type GradingOptions } from './context';
import { openStarterSlots, positionCounts, slotFillFor, type SlotFill } from './lineup';
import { needScore } from './pick-grade';
import { lineupThresholds, marginalGain } from './outcomes';
import { adpOf, adpSpread } from './projection';
import { nextUserPick, roundOfPick } from './snake';

interface Scored {
  player: Player;
  vor: number;
  need: number;
  score: number;
  adp: number;
  spread: number;
}

function better(score: number, adp: number, than: Scored): boolean {
  return score > than.score || (score === than.score && adp < than.adp);
}

/** Inputs of {@link recommendations}. */
export interface RecommendationInput {
  pool: readonly Player[];
  /** Ids of every player already drafted by anyone (the user's own picks included). */
  takenIds: ReadonlySet<string> | readonly string[];
  /** The user's roster. */
  roster: readonly Player[];
  format: FormatKey;
  leagueSize: number;
  draftPosition: number;
  /** The pick on the clock: taken by others + own picks + 1. */
  currentOverallPick: number;
  rosterSpots?: RosterSpots;
  /** How many to return (default 10). */
  limit?: number;
}

/** One recommended player. */
export interface Recommendation {
  player: Player;
  /** Projected points. */
  projection: number;
  /** Value over replacement. */
  vor: number;
  /** Need multiplier 0–1 applied to VOR (see {@link needFactor}). */
  need: number;
  /** Ranking score: expected hindsight-lineup gain plus the market term. */
  score: number;
  /** The user's next pick used for the chance (null when the user has no picks left). */
  nextPick: number | null;
  /** P(still available at the user's next pick | available now), 0–1. */
  chanceAvailableAtNextPick: number;
  /** One plain reason for the recommendation. */
  reason: string;
}

/**
 * Need multiplier (0–1) for drafting a position now: 1 for an open starter slot, 0.9 for FLEX,
 * need score / 100 for depth (see `needScore`), 0 for a K or DEF before the last two rounds
 * and 0 for anything off the bench when the picks left are only enough for open starter slots.
 */
export function needFactor(position: Position, roster: readonly Player[], round: number, spots: RosterSpots, rounds: number): number {
  const counts = positionCounts(roster);
  const fill = slotFillFor(position, counts, spots);
  const picksLeft = rounds - roster.length;
  if (fill.kind === 'bench' && openStarterSlots(counts, spots) >= picksLeft) return 0;
  if ((position === 'K' || position === 'DEF') && round < rounds - 1) return 0;
  if (fill.kind === 'flex') return 0.9;
  return needScore(position, fill, spots) / 100;
}

/** Points a pick loses per unit of missing need: a bench pick (need 0.6) ranks as its VOR minus 24. */
export const NEED_PENALTY = 60;

/** Points added for a player who has slid past his ADP (saturating at ±this many points): the default of `GradingContext.marketWeight`. */
export { MARKET_WEIGHT };

/**
 * Ranking score of need-adjusted VOR: `VOR − (1 − need) · 60`, so a player who would start counts his
 * full VOR and a depth pick gives up to 60 points of it. Additive rather than multiplicative so it
 * ranks players correctly when every VOR left is negative, late in the draft. Need 0 (a K/DEF
 * before the last rounds, or a bench pick when starters must be filled) sinks below everything.
 */
export function needAdjustedVor(vor: number, need: number): number {
  if (need <= 0) return -1e6 + vor;
  return vor - (1 - need) * NEED_PENALTY;
}

/**
 * Best available players for the user. Each is scored by his expected gain in hindsight-best-lineup
 * points (`marginalGain` over the roster completed with replacement-level stand-ins, so bench upside
 * and bust cover count and a second QB/TE or a spare K/DEF adds little), plus a market term of up to
 * ±`ctx.marketWeight` points (default {@link MARKET_WEIGHT}; see {@link GradingOptions}) for players who have slid past (or are still ahead of) their ADP, in
 * ADP spreads — projections derived from ADP alone miss the market's knowledge of depth and risk.
 * Need 0 ({@link needFactor}: a K/DEF before the last two rounds, or a bench pick when starters
 * must be filled) sinks below everything. Ties broken by ADP. Each comes with the chance he is
 * still there at the user's next pick ({@link chanceAvailable} with the player's ADP spread).
 * Simulated seasons and replacement stand-ins come from the cached context.
 */
export function recommendations(input: RecommendationInput, options?: GradingOptions): Recommendation[] {
  const spots = input.rosterSpots ?? DEFAULT_ROSTER_SPOTS;
  const ctx = gradingContext(input.pool, input.format, input.leagueSize, spots, undefined, options);
  return recommendationsWith(input, ctx);
}

/** {@link recommendations} with an explicit, precomputed context. */
export function recommendationsWith(input: RecommendationInput, ctx: GradingContext): Recommendation[] {
  const taken = input.takenIds instanceof Set ? (input.takenIds as ReadonlySet<string>) : new Set(input.takenIds as readonly string[]);
  const rosterIds = new Set(input.roster.map((p) => p.id));
  const round = roundOfPick(input.currentOverallPick, ctx.leagueSize);
  const needs: Partial<Record<Position, number>> = {};
  const limit = Math.max(0, input.limit ?? 10);
  const pool = input.pool;
  const sameOrder = pool === ctx.pool;
  // A short list keeps the best `limit` in a small sorted array (insertion), which beats sorting the
  // whole pool; a long list collects everything and sorts once.
  const short = limit <= 64;
  const top: Scored[] = [];
  const reps = ctx.replacements;
  const marketWeight = ctx.marketWeight;
  const thresholds = lineupThresholds(
    [...input.roster.map((p) => ctx.samplesOf(p)), ...reps.samples],
    [...input.roster.map((p) => p.position), ...reps.positions],
    ctx.rosterSpots,
  );
  for (let i = 0; i < pool.length; i++) {
    const player = pool[i] as Player;
    if (taken.has(player.id) || rosterIds.has(player.id)) continue;
    const need = (needs[player.position] ??= needFactor(player.position, input.roster, round, ctx.rosterSpots, ctx.rounds));
    const adp = sameOrder ? (ctx.adps[i] ?? 0) : adpOf(player, ctx.format);
    const spread = sameOrder ? (ctx.spreads[i] ?? 1) : adpSpread(adp, player.adpStdDev);
    const vor = sameOrder ? (ctx.vors[i] ?? 0) : ctx.vor(player);
    const gain = marginalGain(ctx.samplesOf(player), player.position, thresholds);
    const score = (need <= 0 ? -1e6 : 0) + gain + marketWeight * Math.tanh((input.currentOverallPick - adp) / spread / 2);
    if (!short) {
      top.push({ player, vor, need, score, adp, spread });
      continue;
    }
    if (top.length >= limit) {
      const last = top[top.length - 1];
      if (!last || !better(score, adp, last)) continue;
      top.pop();
    }
    let j = top.length;
    while (j > 0 && better(score, adp, top[j - 1] as Scored)) j--;
    top.splice(j, 0, { player, vor, need, score, adp, spread });
  }
  if (!short) {
    top.sort((x, y) => y.score - x.score || x.adp - y.adp);
    top.length = Math.min(top.length, limit);
  }
  const scored = top;
  const nextPick = nextUserPick(ctx.leagueSize, input.draftPosition, input.currentOverallPick, ctx.rounds);
  const counts = positionCounts(input.roster);
  const fills: Partial<Record<Position, SlotFill>> = {};
  return scored.map((s) => {
    const fill = (fills[s.player.position] ??= slotFillFor(s.player.position, counts, ctx.rosterSpots));
    const points = ctx.points(s.player);
    const chance = nextPick === null ? 0 : chanceAvailable(s.adp, s.spread, input.currentOverallPick, nextPick);
    const reason =
      fill.kind === 'bench'
        ? `Best ${s.player.position} depth: ${Math.round(points)} projected points`
        : `Fills your open ${fill.slot} slot with ${Math.round(s.vor)} points over replacement`;
    return {
      player: s.player,
      projection: Math.round(points * 10) / 10,
      vor: Math.round(s.vor * 10) / 10,
      need: s.need,
      score: Math.round(s.score * 10) / 10,
      nextPick,
      chanceAvailableAtNextPick: chance,
      reason,
    };
  });
}
