import {
  FORMAT_KEY,
  type DraftOrder,
  type FormatKey,
  type Player,
  type Position,
  type RosterSpots,
  type ScoringFormat,
} from '@draftmode/domain';
import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { chanceHorizon, countsBySlot, survivalToPick } from './availability';
import { constructionRule, type ConstructionRule } from './construction';
import { gradingContext, type GradingContext } from './context';
import { bestLineup, BYE_CLASH_POSITIONS, positionCounts, slotFillFor, type SlotFill } from './lineup';
import { marginalGain, type LineupThresholds } from './outcomes';
import { draftClock, roundOfPick, rosterSize } from '@draftmode/draft-core';
import { positionTiers } from './tiers';

/** A moment of a draft as the user sees it: whose roster, which pick, who is gone. */
export interface DraftMomentInput {
  pool: readonly Player[];
  format: FormatKey;
  leagueSize: number;
  /** The user's draft slot, 1..leagueSize. */
  draftPosition: number;
  /** The order of the draft's rounds; a snake when absent. */
  draftOrder?: DraftOrder;
  rosterSpots?: RosterSpots;
  /** The user's roster before this pick, in the order drafted. */
  roster: readonly Player[];
  /** Every player drafted by anyone so far (the user's own picks included). */
  takenIds: ReadonlySet<string> | readonly string[];
  /** The pick on the clock: taken by others + own picks + 1. */
  currentOverallPick: number;
  /**
   * Other teams' picks so far, by overall pick, so the needs of the teams picking before the user's
   * next turn are known. Without them every team is taken to have an empty roster.
   */
  othersPicks?: ReadonlyArray<{ position: Position; overallPick: number }>;
}

/** What the draft model thinks of taking one player now. */
export interface CandidateValue {
  player: Player;
  /** Expected season points he adds to the user's best lineup (the roster completed from waivers). */
  gain: number;
  /**
   * The market's word, in points: up to +120 for a player who has slid past his ADP, down to −120
   * for one the market takes much later (he is likely there at a later pick), in ADP spreads (of at
   * least six picks).
   */
  market: number;
  /** Chance he is still there at the pick the chances look ahead to (see `chanceHorizon`), 0–1. */
  chance: number;
  /** Points given up for starting him in a bye week he shares with the user's starters. */
  byePenalty: number;
  /** QB/RB/WR/TE starters of the user's best lineup who share his bye week (when he is one of those and would start). */
  byeShared: number;
  /** The roster-construction rule taking him now breaks, if any. */
  rule: ConstructionRule | null;
  /** Where he would go on the roster. */
  fill: SlotFill;
  /** Positional tier from the projections (1 = best). */
  tier: number;
  /**
   * What taking him here is worth, in the points the dialog and the board show: gain + market −
   * byePenalty. Two players' values differ by the points one pick gives up against the other.
   */
  value: number;
  /**
   * The one figure the product ranks and grades by: his value, or, for a pick that breaks a
   * construction rule, 1,000 points lower, below every pick that does not.
   */
  score: number;
}

/** A draft moment with every available player valued (see {@link draftMoment}). */
export interface DraftMoment {
  ctx: GradingContext;
  input: DraftMomentInput;
  round: number;
  /** The picks the chances look ahead over, or null when the user has no picks after this one. */
  horizon: { fromPick: number; toPick: number } | null;
  /** Every available player, best first: by score, then ADP. */
  board: CandidateValue[];
  /** What is at stake at this pick, in points (see {@link stakeOf}): the pick grade's scale. */
  stake: number;
  /** The same values by player id. */
  byId: ReadonlyMap<string, CandidateValue>;
}

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
/** Share of an injured player's value the model keeps. */
const INJURED_KEEP = 0.9;

/**
 * Values every available player for the user's roster at this moment of the draft: the one draft
 * model behind the recommendations (its order), the pick grade (how a pick compares with the best
 * of this board), the live grade and report card (the same gains), and the chat.
 *
 * Gain is the expected improvement of the best lineup chosen in hindsight over simulated seasons
 * (so depth and upside count, and a backup matters less at each extra player of a position); the
 * roster is completed with replacement-level players a team can always add, so an empty slot is
 * not worth more than what the waiver wire gives. The market term weighs his ADP against the pick.
 * The construction rules (see `constructionRule`) and bye weeks of the user's starters come on
 * top. Each player's chance of lasting to the user's next pick comes from the availability model
 * (see `survivalToPick`), which knows the needs of the teams picking in between.
 */
export function draftMoment(input: DraftMomentInput, ctx?: GradingContext): DraftMoment {
  const board = boardAt(input, ctx);
  board.players.forEach((_, i) => valuePlayer(board, i));
  const { ctx: context, round } = board.terms;
  const tiers = positionTiers(context);
  const values = board.players.map((_, i) => candidateAt(board, i, tiers));
  // Best first; equal values go to the earlier ADP (the board is in ADP order and the sort is stable).
  const sorted = values.sort((a, b) => b.score - a.score);
  return {
    ctx: context,
    input,
    round,
    horizon: board.horizon,
    board: sorted,
    stake: stakeOf(
      sorted.slice(0, STAKE_RANK(context)).map((v) => v.score),
      context,
    ),
    byId: new Map(sorted.map((v) => [v.player.id, v])),
  };
}

/** The rank on the board whose value sets the stake: a round of picks (one per team). */
const STAKE_RANK = (ctx: GradingContext) => ctx.leagueSize;
/** The least stake a pick has: where the board is flat (the last picks), a few points still separate a good pick from a poor one. */
const MIN_STAKE = 10;

/**
 * What is at stake at a pick: how far the board's best value is above the value a round of picks
 * down (the `STAKE_RANK`-th best pick that keeps the construction rules), at least `MIN_STAKE`.
 * Whole points, as shown. A pick that gives up this much against the best is as far down as a full round of the other
 * teams' choices; the pick grade counts the points a pick gives up in stakes (`percentageForLoss`),
 * so a close alternative is a close grade in the first round and in the last alike.
 * `bestScores`: the board's best scores, best first (at least the first `STAKE_RANK` that keep the rules, when there are so many).
 */
function stakeOf(bestScores: readonly number[], ctx: GradingContext): number {
  const legal = bestScores.filter((score) => score > -RULE_PENALTY / 2).slice(0, STAKE_RANK(ctx));
  if (legal.length < 2) return MIN_STAKE;
  return Math.max(MIN_STAKE, Math.round((legal[0] as number) - (legal[legal.length - 1] as number)));
}

/** What a pick grade needs of a draft moment (see `gradePick`): the best candidate on the board and the value of the player taken. */
export interface PickOnBoard extends Pick<DraftMoment, 'ctx' | 'input' | 'round' | 'horizon' | 'stake'> {
  /** The first of {@link DraftMoment.board}, or undefined when the board is empty. */
  best: CandidateValue | undefined;
  /** The player's value, as {@link DraftMoment.byId} has it, or undefined when he is not on the board. */
  value: CandidateValue | undefined;
}

/**
 * The best candidate of {@link draftMoment}'s board and one player's value, with the same figures,
 * without valuing and sorting every player of the board (see `bestByBounds`).
 */
export function pickOnBoard(
  input: DraftMomentInput,
  player: Player,
  ctx?: GradingContext,
  { chances = true }: { chances?: boolean } = {},
): PickOnBoard {
  const board = boardAt(input, ctx, chances);
  const { best, stake } = bestOnBoard(board);
  const same = board.players.indexOf(player);
  const picked = same >= 0 ? same : board.players.findIndex((p) => p.id === player.id);
  if (picked >= 0) valuePlayer(board, picked);
  const { ctx: context, round } = board.terms;
  const tiers = positionTiers(context);
  const bestValue = best < 0 ? undefined : candidateAt(board, best, tiers);
  // One object when he is the best, as in the moment's board (the grader tells them apart by identity).
  const value = picked < 0 ? undefined : picked === best ? bestValue : candidateAt(board, picked, tiers);
  return { ctx: context, input, round, horizon: board.horizon, stake, best: bestValue, value };
}

/** The board index of the board's best player (-1 for an empty board) and the stake (see `stakeOf`), valuing only the players who could be among the best (see `bestByBounds`). */
function bestOnBoard(board: Board): { best: number; stake: number } {
  const top = bestByBounds(
    board.terms,
    (i) => (board.boardIndexOf[i] as number) >= 0,
    (i) => {
      const onBoard = board.boardIndexOf[i] as number;
      valuePlayer(board, onBoard);
      return board.scores[onBoard] as number;
    },
  );
  return { best: top.index < 0 ? -1 : (board.boardIndexOf[top.index] as number), stake: stakeOf(top.scores, board.terms.ctx) };
}

/**
 * The best player of a moment's board (his pool index, -1 for an empty board), his score, and the
 * board's best `STAKE_RANK` scores (best first; rule breaks below them only where fewer keep the
 * rules), valuing (`scoreOf`) only the players who could be among them. A player's gain on the
 * user's roster is at most his gain on an empty one (`GradingContext.waiverWireGains`): rostered
 * players only raise the bar he has to beat in each season, so no season adds more, and rounding
 * keeps that order. So no score at a pick is above the player's score on an empty roster without
 * bye or rule penalties (`scoreBoundsAt`): players are tried from the highest of those bounds
 * down, one whose score with the empty roster's gain is below the lowest score kept is not valued,
 * and the search ends at the first bound below it. Equal scores go to the earlier ADP, as on the
 * sorted board.
 */
function bestByBounds(
  terms: MomentTerms,
  onBoard: (i: number) => boolean,
  scoreOf: (i: number) => number,
): { index: number; score: number; scores: number[] } {
  const { bounds, order, adpRanks } = scoreBoundsAt(terms.ctx, terms.overallPick, terms.lastPick);
  const waiverWireGains = terms.ctx.waiverWireGains();
  const keep = STAKE_RANK(terms.ctx);
  // The best scores found so far, best first, at most `keep`; a new one must beat the last to matter.
  const scores: number[] = [];
  const bar = () => (scores.length < keep ? -Infinity : (scores[scores.length - 1] as number));
  let index = -1;
  let best = -Infinity;
  for (const i of order) {
    if ((bounds[i] as number) < bar()) break;
    if (!onBoard(i) || scoreAt(terms, i, waiverWireGains[i] as number) < bar()) continue;
    const score = scoreOf(i);
    if (index < 0 || score > best || (score === best && (adpRanks[i] as number) < (adpRanks[index] as number))) {
      index = i;
      best = score;
    }
    if (score >= bar()) {
      let at = scores.length;
      while (at > 0 && (scores[at - 1] as number) < score) at--;
      scores.splice(at, 0, score);
      if (scores.length > keep) scores.pop();
    }
  }
  return { index, score: best, scores };
}

/** The best score of a moment's board and one player's score on it (see {@link CandidateValue.score}). */
export interface PickScores {
  /** The best score on the board; undefined when the board is empty. */
  best: number | undefined;
  /** What is at stake at the pick (see `stakeOf`). */
  stake: number;
  /** The player's score, or undefined when he is not on the board (rostered, or not in the pool). */
  score: number | undefined;
}

/**
 * The best score of the board at this moment, were `player` still on it (the moment before his
 * pick), and his score: the figures of {@link draftMoment}'s board, without building it (a few
 * players valued, see `bestByBounds`, instead of some 300).
 */
export function pickScores(input: DraftMomentInput, player: Player, ctx?: GradingContext): PickScores {
  const terms = momentTerms(input, ctx);
  const { pool } = terms.ctx;
  const onBoard = (i: number) => {
    const id = (pool[i] as Player).id;
    return !terms.rosterIds.has(id) && (id === player.id || !terms.taken.has(id));
  };
  const scoreOf = (i: number) => scoreAt(terms, i, marginalGain(terms.ctx.samplesAt(i), (pool[i] as Player).position, terms.thresholds));
  const best = bestByBounds(terms, onBoard, scoreOf);
  const index = terms.ctx.poolIndexOf(player.id);
  return {
    best: best.index < 0 ? undefined : best.score,
    stake: stakeOf(best.scores, terms.ctx),
    score: index >= 0 && onBoard(index) ? scoreOf(index) : undefined,
  };
}

/**
 * The available players of a draft moment in ADP order (as the availability model wants them),
 * with each one's figures of {@link CandidateValue} in arrays of the same order (see `candidateAt`).
 * Gains and scores are NaN until `valuePlayer` sets them.
 */
interface Board {
  terms: MomentTerms;
  horizon: { fromPick: number; toPick: number } | null;
  players: Player[];
  poolIndices: Int32Array;
  /** Each pool player's index on the board, -1 when he is not on it. */
  boardIndexOf: Int32Array;
  gains: Float64Array;
  markets: Float64Array;
  chances: Float64Array;
  byePenalties: Float64Array;
  byeShared: Int32Array;
  values: Float64Array;
  scores: Float64Array;
}

/**
 * What the figures of every player at a moment of a draft share: the user's roster (its position
 * counts, lineup thresholds and starters' bye weeks), the pick's market terms, and the
 * construction rule and slot fill of each position, found on first use.
 */
interface MomentTerms {
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
  /** The market term of every pool player at this pick, by pool index (see `marketsAt`). */
  markets: Float64Array;
  /** The roster's last open spot: there is no later pick to wait for. */
  lastPick: boolean;
  rules: Partial<Record<Position, ConstructionRule | null>>;
  fills: Partial<Record<Position, SlotFill>>;
}

function momentTerms(input: DraftMomentInput, ctx?: GradingContext): MomentTerms {
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
    markets: marketsAt(context, input.currentOverallPick),
    lastPick: input.roster.length >= context.rounds - 1,
    rules: {},
    fills: {},
  };
}

function ruleFor(terms: MomentTerms, position: Position): ConstructionRule | null {
  let rule = terms.rules[position];
  if (rule === undefined)
    rule = terms.rules[position] = constructionRule(position, terms.counts, terms.round, terms.ctx.rounds, terms.ctx.rosterSpots);
  return rule;
}

function fillFor(terms: MomentTerms, position: Position): SlotFill {
  return (terms.fills[position] ??= slotFillFor(position, terms.counts, terms.ctx.rosterSpots));
}

/** How many of the user's starters share the bye week of `player`, when he is a QB/RB/WR/TE who would start; else 0. */
function byeSharedBy(terms: MomentTerms, player: Player): number {
  if (!(player.byeWeek > 0 && BYE_CLASH_POSITIONS.includes(player.position)) || fillFor(terms, player.position).kind === 'bench') return 0;
  return terms.startersByBye.get(player.byeWeek) ?? 0;
}

/** The bye penalty (see {@link CandidateValue.byePenalty}) of the pool player at `i`, who shares his bye week with `shared` starters. */
function byePenaltyAt(terms: MomentTerms, i: number, shared: number): number {
  return (BYE_SHARE_COST * shared * (terms.ctx.projections[i] as number)) / 17;
}

/**
 * Weeks a starter at a one-slot position misses in a season: his bye and the games the position
 * usually loses to injury (QB 1.5, TE 2). A backup there plays only in those weeks.
 */
const WEEKS_A_STARTER_MISSES: Partial<Record<Position, number>> = { QB: 1 + 1.5, TE: 1 + 2 };
const SEASON_WEEKS = 17;

/**
 * The gain (see {@link CandidateValue.gain}) of the pool player at `i` were his `marginalGain`
 * `marginal`. A backup QB or TE (a bench fill at a position no flex slot takes) is worth at most the
 * starter weeks he fills: his weekly points over the waiver wire's in the weeks a starter misses.
 * The hindsight lineup alone counts every season his starter busts, which had every followed draft
 * take a backup QB and TE by round 12.
 */
function gainAt(terms: MomentTerms, i: number, marginal: number): number {
  const player = terms.ctx.pool[i] as Player;
  const gain = marginal * (player.isInjured ? INJURED_KEEP : 1);
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
 * The market term (see {@link CandidateValue.market}) of the pool player at `i` for this roster, his
 * gain being `gain`. A player who has slid past his ADP is a bargain only for the part of him the
 * roster can use: the slide counts in the share of his gain on an empty roster that he adds to this
 * one (a backup QB who slid is worth little more to a team with a QB). A player the market takes
 * later is likely there later whatever the roster, so that side counts whole. On the roster's last
 * pick there is no market term. Never above the bound `scoreBoundsAt` takes for it.
 */
function marketAt(terms: MomentTerms, i: number, gain: number): number {
  // On the last pick there is no later pick: neither "he will be there later" nor "he will be gone
  // later" means anything, and the pick is what he adds.
  if (terms.lastPick) return 0;
  const market = terms.markets[i] as number;
  if (market <= 0) return market;
  const alone = terms.ctx.waiverWireGains()[i] as number;
  return alone > 0 ? market * Math.min(1, Math.max(0, gain) / alone) : 0;
}

/** The value (see {@link CandidateValue.value}) of the pool player at `i` were his `marginalGain` `marginal`. */
function valueAt(terms: MomentTerms, i: number, marginal: number): number {
  const player = terms.ctx.pool[i] as Player;
  const gain = gainAt(terms, i, marginal);
  return gain + marketAt(terms, i, gain) - byePenaltyAt(terms, i, byeSharedBy(terms, player));
}

/** The score (see {@link CandidateValue.score}) of the pool player at `i` were his `marginalGain` `marginal`. */
function scoreAt(terms: MomentTerms, i: number, marginal: number): number {
  const player = terms.ctx.pool[i] as Player;
  return valueAt(terms, i, marginal) - (ruleFor(terms, player.position) ? RULE_PENALTY : 0);
}

/**
 * Every available player with his figures for the user's roster at this moment, but gains and
 * scores (see {@link draftMoment}). Without `withChances` every chance is 0: no score depends on
 * them, so a caller that needs only scores skips the availability model.
 */
function boardAt(input: DraftMomentInput, ctx?: GradingContext, withChances = true): Board {
  const terms = momentTerms(input, ctx);
  const context = terms.ctx;

  // The board in ADP order, as the availability model wants it.
  const players: Player[] = [];
  const indices: number[] = [];
  for (const i of context.adpOrder) {
    const player = context.pool[i] as Player;
    if (terms.taken.has(player.id) || terms.rosterIds.has(player.id)) continue;
    players.push(player);
    indices.push(i);
  }
  const n = players.length;
  const poolIndices = new Int32Array(n);
  const boardIndexOf = new Int32Array(context.pool.length).fill(-1);
  const adps = new Float64Array(n);
  const spreads = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const poolIndex = indices[i] as number;
    poolIndices[i] = poolIndex;
    boardIndexOf[poolIndex] = i;
    adps[i] = context.adps[poolIndex] as number;
    spreads[i] = context.spreads[poolIndex] as number;
  }
  const horizon = chanceHorizon(context.leagueSize, input.draftPosition, input.currentOverallPick, context.rounds, input.draftOrder);
  // Without a next pick every chance is 0.
  const chances =
    horizon && withChances
      ? survivalToPick({
          board: players,
          adps,
          spreads,
          fromPick: horizon.fromPick,
          toPick: horizon.toPick,
          leagueSize: context.leagueSize,
          draftOrder: input.draftOrder,
          rounds: context.rounds,
          rosterSpots: context.rosterSpots,
          teamCounts: countsBySlot(input.othersPicks ?? [], context.leagueSize, input.draftOrder),
        })
      : new Float64Array(n);

  const markets = new Float64Array(n);
  const byePenalties = new Float64Array(n);
  const byeShared = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const player = players[i] as Player;
    const poolIndex = poolIndices[i] as number;
    ruleFor(terms, player.position);
    fillFor(terms, player.position);
    const shared = byeSharedBy(terms, player);
    byePenalties[i] = byePenaltyAt(terms, poolIndex, shared);
    byeShared[i] = shared;
    markets[i] = terms.markets[poolIndex] as number;
  }
  return {
    terms,
    horizon,
    players,
    poolIndices,
    boardIndexOf,
    gains: new Float64Array(n).fill(NaN),
    markets,
    chances,
    byePenalties,
    byeShared,
    values: new Float64Array(n).fill(NaN),
    scores: new Float64Array(n).fill(NaN),
  };
}

/** Overall picks whose figures (`keptPerPick`) a context keeps; more (picks far past any draft's end) start its map afresh. */
const MAX_KEPT_PICKS = 1000;

/** A figure of a grading context at an overall pick, computed once: the boards of every draft at that pick share it. */
function keptPerPick<T>(kept: WeakMap<GradingContext, Map<number, T>>, ctx: GradingContext, overallPick: number, compute: () => T): T {
  let byPick = kept.get(ctx);
  if (!byPick) kept.set(ctx, (byPick = new Map()));
  let value = byPick.get(overallPick);
  if (value === undefined) {
    if (byPick.size >= MAX_KEPT_PICKS) byPick.clear();
    value = compute();
    byPick.set(overallPick, value);
  }
  return value;
}

const marketsKept = new WeakMap<GradingContext, Map<number, Float64Array>>();

/** The market term (see {@link CandidateValue.market}) of every pool player (by pool index) at `overallPick`. */
function marketsAt(ctx: GradingContext, overallPick: number): Float64Array {
  return keptPerPick(marketsKept, ctx, overallPick, () =>
    Float64Array.from(
      ctx.adps,
      (adp, i) => MARKET_WEIGHT * Math.tanh((overallPick - adp) / Math.max(MIN_MARKET_SPREAD, ctx.spreads[i] as number) / 2),
    ),
  );
}

/**
 * The highest score each pool player can have at a pick: his score on an empty roster (his gain
 * is at most `waiverWireGains`, see {@link pickOnBoard}) with no bye or rule penalty. With the
 * pool indices from the highest bound down (equal bounds by ADP), and each index's place in ADP
 * order, for {@link pickScores}.
 */
interface ScoreBounds {
  bounds: Float64Array;
  order: Int32Array;
  adpRanks: Int32Array;
}

const boundsKept = new WeakMap<GradingContext, Map<number, ScoreBounds>>();

/** The bounds at `overallPick`; on a roster's last pick there is no market term (see `marketAt`), so the bounds have none (kept under −overallPick). */
function scoreBoundsAt(ctx: GradingContext, overallPick: number, lastPick: boolean): ScoreBounds {
  return keptPerPick(boundsKept, ctx, lastPick ? -overallPick : overallPick, () => {
    const waiverWireGains = ctx.waiverWireGains();
    const markets = lastPick ? null : marketsAt(ctx, overallPick);
    const bounds = Float64Array.from(
      ctx.pool,
      (player, i) =>
        (waiverWireGains[i] as number) * (player.isInjured ? INJURED_KEEP : 1) +
        handcuffBoundAt(ctx, i) +
        (markets ? (markets[i] as number) : 0),
    );
    const adpRanks = new Int32Array(ctx.pool.length);
    ctx.adpOrder.forEach((poolIndex, rank) => (adpRanks[poolIndex] = rank));
    const order = Int32Array.from(ctx.pool.keys()).sort(
      (x, y) => (bounds[y] as number) - (bounds[x] as number) || (adpRanks[x] as number) - (adpRanks[y] as number),
    );
    return { bounds, order, adpRanks };
  });
}

/** Sets the gain and score of the board's player at `i` (once), from his `marginalGain` on the user's roster. */
function valuePlayer(board: Board, i: number): void {
  if (!Number.isNaN(board.scores[i])) return;
  const player = board.players[i] as Player;
  const poolIndex = board.poolIndices[i] as number;
  const marginal = marginalGain(board.terms.ctx.samplesAt(poolIndex), player.position, board.terms.thresholds);
  board.gains[i] = gainAt(board.terms, poolIndex, marginal);
  board.markets[i] = marketAt(board.terms, poolIndex, board.gains[i] as number);
  board.values[i] = valueAt(board.terms, poolIndex, marginal);
  board.scores[i] = scoreAt(board.terms, poolIndex, marginal);
}

/** The {@link CandidateValue} of the board's player at `i` (`tiers`: the context's `positionTiers`). */
function candidateAt(board: Board, i: number, tiers: ReadonlyMap<string, number>): CandidateValue {
  const player = board.players[i] as Player;
  return {
    player,
    gain: board.gains[i] as number,
    market: board.markets[i] as number,
    chance: board.chances[i] as number,
    byePenalty: board.byePenalties[i] as number,
    byeShared: board.byeShared[i] as number,
    rule: board.terms.rules[player.position] ?? null,
    fill: board.terms.fills[player.position] as SlotFill,
    tier: tiers.get(player.id) ?? 1,
    value: board.values[i] as number,
    score: board.scores[i] as number,
  };
}

/** A team's draft as the engine's state and read models hold it. */
export interface TeamDraft {
  settings: { scoringFormat: ScoringFormat; leagueSize: number; draftPosition: number; rosterSpots: RosterSpots; draftOrder?: DraftOrder };
  /** Every rostered player, in the order added. */
  rosterIds: readonly string[];
  /** Players other teams took, with the overall pick each went at. */
  takenByOthers: ReadonlyArray<{ playerId: string; overallPick: number }>;
  /** The user's own picks, each at the number it was recorded at. */
  ownPicks: ReadonlyArray<{ overallPick: number }>;
}

/**
 * The draft moment of a team right now: its roster, everyone taken, the pick on the clock (by draft
 * slots, as the screen's clock: draft-core's `draftClock`) and the other teams' picks. Players
 * missing from the pool are skipped.
 */
export function teamMomentInput(
  team: TeamDraft,
  pool: readonly Player[],
  playerById: (id: string) => Player | undefined,
): DraftMomentInput {
  const roster = team.rosterIds.map(playerById).filter((player): player is Player => player !== undefined);
  const othersPicks: Array<{ position: Position; overallPick: number }> = [];
  for (const pick of team.takenByOthers) {
    const player = playerById(pick.playerId);
    if (player) othersPicks.push({ position: player.position, overallPick: pick.overallPick });
  }
  return {
    pool,
    format: FORMAT_KEY[team.settings.scoringFormat],
    leagueSize: team.settings.leagueSize,
    draftPosition: team.settings.draftPosition,
    ...(team.settings.draftOrder ? { draftOrder: team.settings.draftOrder } : {}),
    rosterSpots: team.settings.rosterSpots,
    roster,
    takenIds: new Set([...team.rosterIds, ...team.takenByOthers.map((pick) => pick.playerId)]),
    currentOverallPick: draftClock(
      team.settings.leagueSize,
      team.settings.draftPosition,
      rosterSize(team.settings.rosterSpots),
      { own: team.ownPicks.map((pick) => pick.overallPick), others: team.takenByOthers.map((pick) => pick.overallPick) },
      team.settings.draftOrder,
    ).onTheClock,
    othersPicks,
  };
}
