import { DEFAULT_ROSTER_SPOTS, gamesExpectedMissed, SEASON_GAMES, type Player, type Position } from '@draftmode/domain';
import { roundOfPick } from '@draftmode/draft-core';
import { constructionRule, type ConstructionRule } from '../construction';
import { gradingContext, type GradingContext } from '../context';
import { bestLineup, BYE_CLASH_POSITIONS, positionCounts, slotFillFor, type SlotFill } from '../lineup';
import type { LineupThresholds } from '../outcomes';
import type { DraftMomentInput } from './candidate';

/**
 * Weight of the market term (see `CandidateValue.market`). Projections alone miss what the market
 * knows of depth charts and risk, and a player far ahead of his ADP is likely there later; the
 * term is as large as a top pick's gain so the two weigh alike.
 */
const MARKET_WEIGHT = 120;
/**
 * The market term counts picks before or after ADP in spreads of at least this many picks: at the
 * top of a draft ADP spreads by a pick or two, and taking the consensus second player first is not
 * a reach of several spreads.
 */
const MIN_MARKET_SPREAD = 6;
/** Points below which a construction-rule break ranks: below every pick that keeps the rules. */
export const RULE_PENALTY = 1000;
/** Share of a player's weekly points lost per starter sharing his bye week. */
const BYE_SHARE_COST = 0.15;
/** Share of a player's season value left after the games his listing is expected to cost (`gamesExpectedMissed`). */
function availableShare(player: Player): number {
  return 1 - gamesExpectedMissed(player) / SEASON_GAMES;
}

/**
 * What the figures of every player at a moment of a draft share: the user's roster (its position
 * counts, lineup thresholds and starters' bye weeks), the pick's market terms, and the
 * construction rule and slot fill of each position, found on first use.
 */
export interface MomentTerms {
  ctx: GradingContext;
  overallPick: number;
  round: number;
  /** Every player taken, and the user's roster. */
  taken: ReadonlySet<string>;
  rosterIds: ReadonlySet<string>;
  counts: Record<Position, number>;
  /** What a player has to beat to add to the user's lineup (see `lineupThresholds`). */
  thresholds: LineupThresholds;
  /** How many QB/RB/WR/TE starters of the user's best lineup have each bye week. */
  startersByBye: ReadonlyMap<number, number>;
  /** The market term of every pool player at this pick, by pool index (see `PickFigures.markets`). */
  markets: Float64Array;
  /** The roster's last open spot: there is no later pick to wait for. */
  lastPick: boolean;
  rules: Partial<Record<Position, ConstructionRule | null>>;
  fills: Partial<Record<Position, SlotFill>>;
}

export function momentTerms(input: DraftMomentInput, ctx?: GradingContext): MomentTerms {
  const spots = input.rosterSpots ?? DEFAULT_ROSTER_SPOTS;
  const context = ctx ?? gradingContext(input.pool, input.format, input.leagueSize, spots);
  const startersByBye = new Map<number, number>();
  for (const s of bestLineup(input.roster, context.points, context.rosterSpots).starters) {
    if (s.player.byeWeek > 0 && BYE_CLASH_POSITIONS.includes(s.player.position))
      startersByBye.set(s.player.byeWeek, (startersByBye.get(s.player.byeWeek) ?? 0) + 1);
  }
  return {
    ctx: context,
    overallPick: input.currentOverallPick,
    round: roundOfPick(input.currentOverallPick, context.leagueSize),
    taken: input.takenIds instanceof Set ? (input.takenIds as ReadonlySet<string>) : new Set(input.takenIds as readonly string[]),
    rosterIds: new Set(input.roster.map((p) => p.id)),
    counts: positionCounts(input.roster),
    thresholds: context.lineupThresholdsOf(input.roster),
    startersByBye,
    markets: pickFigures(context).markets(input.currentOverallPick),
    lastPick: input.roster.length >= context.rounds - 1,
    rules: {},
    fills: {},
  };
}

export function ruleFor(terms: MomentTerms, position: Position): ConstructionRule | null {
  let rule = terms.rules[position];
  if (rule === undefined)
    rule = terms.rules[position] = constructionRule(position, terms.counts, terms.round, terms.ctx.rounds, terms.ctx.rosterSpots);
  return rule;
}

export function fillFor(terms: MomentTerms, position: Position): SlotFill {
  return (terms.fills[position] ??= slotFillFor(position, terms.counts, terms.ctx.rosterSpots));
}

/** How many of the user's starters share the bye week of `player`, when he is a QB/RB/WR/TE who would start; else 0. */
export function byeSharedBy(terms: MomentTerms, player: Player): number {
  if (!(player.byeWeek > 0 && BYE_CLASH_POSITIONS.includes(player.position)) || fillFor(terms, player.position).kind === 'bench') return 0;
  return terms.startersByBye.get(player.byeWeek) ?? 0;
}

/** The bye penalty (see `CandidateValue.byePenalty`) of the pool player at `i`, who shares his bye week with `shared` starters. */
export function byePenaltyAt(terms: MomentTerms, i: number, shared: number): number {
  return (BYE_SHARE_COST * shared * (terms.ctx.projections[i] as number)) / 17;
}

/**
 * Weeks a starter at a one-slot position misses in a season: his bye and the games the position
 * usually loses to injury (QB 1.5, TE 2). A backup there plays only in those weeks.
 */
const WEEKS_A_STARTER_MISSES: Partial<Record<Position, number>> = { QB: 1 + 1.5, TE: 1 + 2 };
const SEASON_WEEKS = 17;

/**
 * The gain (see `CandidateValue.gain`) of the pool player at `i` were his `marginalGain`
 * `marginal`. A backup QB or TE (a bench fill at a position no flex slot takes) is worth at most the
 * starter weeks he fills: his weekly points over the waiver wire's in the weeks a starter misses.
 * The hindsight lineup alone counts every season his starter busts, which had every followed draft
 * take a backup QB and TE by round 12.
 */
export function gainAt(terms: MomentTerms, i: number, marginal: number): number {
  const player = terms.ctx.pool[i] as Player;
  const gain = marginal * availableShare(player);
  if (player.handcuffOf && terms.rosterIds.has(player.handcuffOf)) return gain + handcuffBonus(terms.ctx, i);
  const weeks = WEEKS_A_STARTER_MISSES[player.position];
  if (weeks === undefined || fillFor(terms, player.position).kind !== 'bench') return gain;
  const overWaivers = Math.max(0, (terms.ctx.projections[i] as number) - terms.ctx.levels[player.position]);
  return Math.min(gain, (weeks / SEASON_WEEKS) * overWaivers);
}

/** Games an RB starter misses to injury in a season, on average: the weeks his handcuff takes his role. */
const RB_GAMES_MISSED = 2.5;
/** Share of the starter's weekly points his handcuff scores in the starter's role. */
const HANDCUFF_TAKES_OVER = 0.7;

/**
 * What a handcuff (the RB behind a starter, `Player.handcuffOf`) adds to the roster that owns his
 * starter, on top of his own gain: in the weeks the starter misses, the roster keeps most of the
 * starter's role, scoring that share of the starter's weekly points instead of the handcuff's own.
 * To any other roster he is worth only his own gain. Never above {@link handcuffBoundAt}.
 */
function handcuffBonus(ctx: GradingContext, i: number): number {
  const player = ctx.pool[i] as Player;
  const starter = player.handcuffOf ? ctx.poolIndexOf(player.handcuffOf) : -1;
  if (starter < 0) return 0;
  const inRole = HANDCUFF_TAKES_OVER * (ctx.projections[starter] as number) - (ctx.projections[i] as number);
  return (RB_GAMES_MISSED / SEASON_WEEKS) * Math.max(0, inRole);
}

/** The most {@link handcuffBonus} adds to the pool player at `i` for any roster (0 for a player who is no handcuff). */
function handcuffBoundAt(ctx: GradingContext, i: number): number {
  return (ctx.pool[i] as Player).handcuffOf ? handcuffBonus(ctx, i) : 0;
}

/**
 * The market term (see `CandidateValue.market`) of the pool player at `i` for this roster, his
 * gain being `gain`. A player who has slid past his ADP is a bargain only for the part of him the
 * roster can use: the slide counts in the share of his gain on an empty roster that he adds to this
 * one (a backup QB who slid is worth little more to a team with a QB). A player the market takes
 * later is likely there later whatever the roster, so that side counts whole. On the roster's last
 * pick there is no market term. Never above the bound `PickFigures.bounds` takes for it.
 */
export function marketAt(terms: MomentTerms, i: number, gain: number): number {
  // On the last pick there is no later pick: neither "he will be there later" nor "he will be gone
  // later" means anything, and the pick is what he adds.
  if (terms.lastPick) return 0;
  const market = terms.markets[i] as number;
  if (market <= 0) return market;
  const alone = terms.ctx.waiverWireGains()[i] as number;
  return alone > 0 ? market * Math.min(1, Math.max(0, gain) / alone) : 0;
}

/** The value (see `CandidateValue.value`) of the pool player at `i` were his `marginalGain` `marginal`. */
export function valueAt(terms: MomentTerms, i: number, marginal: number): number {
  const player = terms.ctx.pool[i] as Player;
  const gain = gainAt(terms, i, marginal);
  return gain + marketAt(terms, i, gain) - byePenaltyAt(terms, i, byeSharedBy(terms, player));
}

/** The score (see `CandidateValue.score`) of the pool player at `i` were his `marginalGain` `marginal`. */
export function scoreAt(terms: MomentTerms, i: number, marginal: number): number {
  const player = terms.ctx.pool[i] as Player;
  return valueAt(terms, i, marginal) - (ruleFor(terms, player.position) ? RULE_PENALTY : 0);
}

/** Overall picks whose figures a context keeps; more (picks far past any draft's end) start afresh. */
const MAX_KEPT_PICKS = 1000;

/**
 * The highest score each pool player can have at a pick: his score on an empty roster (his gain
 * is at most `waiverWireGains`) with no bye or rule penalty. With the pool indices from the highest
 * bound down (equal bounds by ADP), and each index's place in ADP order, for `bestByBounds`.
 */
interface ScoreBounds {
  bounds: Float64Array;
  order: Int32Array;
  adpRanks: Int32Array;
}

/**
 * The figures of a grading context at an overall pick that every draft's board at that pick shares,
 * each computed once: the market terms and the score bounds. One object per context owns them
 * (`pickFigures`), so they go with the context.
 */
class PickFigures {
  private readonly marketsByPick = new Map<number, Float64Array>();
  /** By overall pick; a roster's last pick (no market term) under −overallPick. */
  private readonly boundsByPick = new Map<number, ScoreBounds>();

  constructor(private readonly ctx: GradingContext) {}

  /** The market term (see `CandidateValue.market`) of every pool player (by pool index) at `overallPick`. */
  markets(overallPick: number): Float64Array {
    return kept(this.marketsByPick, overallPick, () =>
      Float64Array.from(
        this.ctx.adps,
        (adp, i) => MARKET_WEIGHT * Math.tanh((overallPick - adp) / Math.max(MIN_MARKET_SPREAD, this.ctx.spreads[i] as number) / 2),
      ),
    );
  }

  /** The score bounds at `overallPick`; on a roster's last pick there is no market term (see `marketAt`), so the bounds have none. */
  bounds(overallPick: number, lastPick: boolean): ScoreBounds {
    return kept(this.boundsByPick, lastPick ? -overallPick : overallPick, () => {
      const { ctx } = this;
      const waiverWireGains = ctx.waiverWireGains();
      const markets = lastPick ? null : this.markets(overallPick);
      const bounds = Float64Array.from(
        ctx.pool,
        (player, i) =>
          (waiverWireGains[i] as number) * availableShare(player) + handcuffBoundAt(ctx, i) + (markets ? (markets[i] as number) : 0),
      );
      const adpRanks = new Int32Array(ctx.pool.length);
      ctx.adpOrder.forEach((poolIndex, rank) => (adpRanks[poolIndex] = rank));
      const order = Int32Array.from(ctx.pool.keys()).sort(
        (x, y) => (bounds[y] as number) - (bounds[x] as number) || (adpRanks[x] as number) - (adpRanks[y] as number),
      );
      return { bounds, order, adpRanks };
    });
  }
}

function kept<T>(byPick: Map<number, T>, key: number, compute: () => T): T {
  let value = byPick.get(key);
  if (value === undefined) {
    if (byPick.size >= MAX_KEPT_PICKS) byPick.clear();
    value = compute();
    byPick.set(key, value);
  }
  return value;
}

const figuresOf = new WeakMap<GradingContext, PickFigures>();

/** The one {@link PickFigures} of a context. */
export function pickFigures(ctx: GradingContext): PickFigures {
  let figures = figuresOf.get(ctx);
  if (!figures) figuresOf.set(ctx, (figures = new PickFigures(ctx)));
  return figures;
}
