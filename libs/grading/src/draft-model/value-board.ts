import type { Player } from '@draftmode/domain';
import { chanceHorizon, countsBySlot, survivalToPick } from '../availability';
import type { GradingContext } from '../context';
import type { SlotFill } from '../lineup';
import { marginalGain } from '../outcomes';
import { positionTiers } from '../tiers';
import type { CandidateValue, DraftMoment, DraftMomentInput } from './candidate';
import {
  byePenaltyAt,
  byeSharedBy,
  fillFor,
  gainAt,
  marketAt,
  momentTerms,
  pickFigures,
  ruleFor,
  RULE_PENALTY,
  scoreAt,
  valueAt,
  type MomentTerms,
} from './player-value';

/**
 * The one valuation of a board: every available player for the user's roster at this moment of the
 * draft, the draft model behind the recommendations (its order), the pick grade (how a pick compares with the best
 * of this board), the live grade and report card (the same gains), and the chat.
 *
 * Gain is the expected improvement of the best lineup chosen in hindsight over simulated seasons
 * (so depth and upside count, and a backup matters less at each extra player of a position); the
 * roster is completed with replacement-level players a team can always add, so an empty slot is
 * not worth more than what the waiver wire gives. The market term weighs his ADP against the pick.
 * The construction rules (see `constructionRule`) and bye weeks of the user's starters come on
 * top. Each player's chance of lasting to the user's next pick comes from the availability model
 * (see `survivalToPick`), which knows the needs of the teams picking in between.
 *
 * Players are valued when first asked for: `top()` values only the players who could be among the
 * board's best (pruning by bounds, see `bestByBounds`), `valueOf` one player more, `moment()`
 * every player. Without `chances` every chance to last is 0: no value or score depends on them,
 * and the availability model is the costliest part.
 */
export function valueBoard(input: DraftMomentInput, { ctx, chances = true }: BoardValuationOptions = {}): BoardValuation {
  const board = boardAt(input, ctx, chances);
  const { ctx: context, round } = board.terms;
  const tiers = positionTiers(context);
  // One object per player, so the best is the same object wherever he is asked for (the grader tells them apart by identity).
  const candidates: (CandidateValue | undefined)[] = [];
  const candidate = (i: number): CandidateValue => {
    valuePlayer(board, i);
    return (candidates[i] ??= candidateAt(board, i, tiers));
  };
  let top: { best: CandidateValue | undefined; stake: number } | undefined;
  let moment: DraftMoment | undefined;
  return {
    ctx: context,
    input,
    round,
    horizon: board.horizon,
    top() {
      if (!top) {
        const found = bestOnBoard(board);
        top = { best: found.best < 0 ? undefined : candidate(found.best), stake: found.stake };
      }
      return top;
    },
    valueOf(player) {
      const poolIndex = context.poolIndexOf(player.id);
      const i = poolIndex < 0 ? -1 : (board.boardIndexOf[poolIndex] as number);
      return i < 0 ? undefined : candidate(i);
    },
    moment() {
      if (!moment) {
        // Best first; equal values go to the earlier ADP (the board is in ADP order and the sort is stable).
        const sorted = board.players.map((_, i) => candidate(i)).sort((a, b) => b.score - a.score);
        moment = {
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
      return moment;
    },
  };
}

export interface BoardValuationOptions {
  /** The grading context of the input's pool and league; found (and kept) from the input when absent. */
  ctx?: GradingContext;
  /** Whether each player's chance to last is computed (default true); without, every chance is 0. */
  chances?: boolean;
}

/** A board valued for a roster at a pick (see {@link valueBoard}). */
export interface BoardValuation {
  readonly ctx: GradingContext;
  readonly input: DraftMomentInput;
  readonly round: number;
  /** The picks the chances look ahead over, or null when the user has no picks after this one. */
  readonly horizon: { fromPick: number; toPick: number } | null;
  /** The best candidate (undefined on an empty board) and the stake, valuing only who could be among the best. */
  top(): { best: CandidateValue | undefined; stake: number };
  /** One player's value on this board; undefined when he is not on it (rostered, taken, or not in the pool). */
  valueOf(player: Player): CandidateValue | undefined;
  /** Every player valued, best first. */
  moment(): DraftMoment;
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
 * bye or rule penalties (`PickFigures.bounds`): players are tried from the highest of those bounds
 * down, one whose score with the empty roster's gain is below the lowest score kept is not valued,
 * and the search ends at the first bound below it. Equal scores go to the earlier ADP, as on the
 * sorted board.
 */
function bestByBounds(
  terms: MomentTerms,
  onBoard: (i: number) => boolean,
  scoreOf: (i: number) => number,
): { index: number; score: number; scores: number[] } {
  const { bounds, order, adpRanks } = pickFigures(terms.ctx).bounds(terms.overallPick, terms.lastPick);
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
 * Every available player with his figures for the user's roster at this moment, but gains and
 * scores (see {@link valueBoard}). Without `withChances` every chance is 0: no score depends on
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
  const ownership = { order: input.draftOrder, tradedPicks: input.tradedPicks };
  const horizon = chanceHorizon(context.leagueSize, input.draftPosition, input.currentOverallPick, context.rounds, ownership);
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
          ownership,
          rounds: context.rounds,
          rosterSpots: context.rosterSpots,
          teamCounts: countsBySlot(input.othersPicks ?? [], context.leagueSize, ownership),
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
