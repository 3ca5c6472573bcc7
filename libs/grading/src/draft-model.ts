import { FORMAT_KEY, type FormatKey, type Player, type Position, type RosterSpots, type ScoringFormat } from '@draftmode/domain';
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
   * The one figure the product ranks and grades by: gain + market − byePenalty. A pick that breaks
   * a construction rule sits 1,000 points lower, below every pick that does not.
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
  const tiers = positionTiers(board.ctx);
  const values = board.players.map((_, i) => candidateAt(board, i, tiers));
  // Best first; equal values go to the earlier ADP (the board is in ADP order and the sort is stable).
  const sorted = values.sort((a, b) => b.score - a.score);
  return { ctx: board.ctx, input, round: board.round, horizon: board.horizon, board: sorted, byId: new Map(sorted.map((v) => [v.player.id, v])) };
}

/** What a pick grade needs of a draft moment (see `gradePick`): the best candidate on the board and the value of the player taken. */
export interface PickOnBoard extends Pick<DraftMoment, 'ctx' | 'input' | 'round' | 'horizon'> {
  /** The first of {@link DraftMoment.board}, or undefined when the board is empty. */
  best: CandidateValue | undefined;
  /** The player's value, as {@link DraftMoment.byId} has it, or undefined when he is not on the board. */
  value: CandidateValue | undefined;
}

/**
 * The best candidate of {@link draftMoment}'s board and one player's value, with the same figures,
 * without valuing, building and sorting every player of the board. A player's gain on the user's
 * roster is at most his gain on an empty one (`GradingContext.waiverWireGains`): rostered players
 * only raise the bar he has to beat in each season, so no season adds more, and rounding keeps that
 * order. So a player whose score with that gain is below the best score found so far cannot be the
 * best, and his gain is not needed.
 */
export function pickOnBoard(input: DraftMomentInput, player: Player, ctx?: GradingContext, { chances = true }: { chances?: boolean } = {}): PickOnBoard {
  const board = boardAt(input, ctx, chances);
  const best = bestOnBoard(board);
  const same = board.players.indexOf(player);
  const picked = same >= 0 ? same : board.players.findIndex((p) => p.id === player.id);
  if (picked >= 0 && Number.isNaN(board.gains[picked])) valuePlayer(board, picked);
  const tiers = positionTiers(board.ctx);
  const bestValue = best < 0 ? undefined : candidateAt(board, best, tiers);
  // One object when he is the best, as in the moment's board (the grader tells them apart by identity).
  const value = picked < 0 ? undefined : picked === best ? bestValue : candidateAt(board, picked, tiers);
  return { ctx: board.ctx, input, round: board.round, horizon: board.horizon, best: bestValue, value };
}

/** The index of the board's best player (-1 for an empty board), valuing only the players who could be it (see {@link pickOnBoard}). */
function bestOnBoard(board: Board): number {
  const waiverWireGains = board.ctx.waiverWireGains();
  // In ADP order, so the first of the highest scores is the sorted board's first.
  let best = -1;
  for (let i = 0; i < board.players.length; i++) {
    if (best >= 0 && scoreWith(board, i, waiverWireGains[board.poolIndices[i] as number] as number) < (board.scores[best] as number)) continue;
    valuePlayer(board, i);
    if (best < 0 || (board.scores[i] as number) > (board.scores[best] as number)) best = i;
  }
  return best;
}

/** The scores of a draft moment's board (see {@link CandidateValue.score}): the best one, and any available player's. */
export interface BoardScores {
  /** The best score on the board; undefined when the board is empty. */
  best: number | undefined;
  /** The player's score, or undefined when he is not on the board (taken, rostered or not in the pool). */
  scoreOf(player: Player): number | undefined;
}

/**
 * The scores of every player of a moment's board, computed now, kept without the rest of the
 * board: what grading any pick at this moment needs (`pickPercentagesAt`). Without chances, which
 * no score depends on.
 */
export function boardScores(input: DraftMomentInput, ctx?: GradingContext): BoardScores {
  const board = boardAt(input, ctx, false);
  const best = bestOnBoard(board);
  for (let i = 0; i < board.players.length; i++) if (Number.isNaN(board.scores[i])) valuePlayer(board, i);
  const { players, scores } = board;
  return {
    best: best < 0 ? undefined : scores[best],
    scoreOf(player) {
      const index = players.indexOf(player);
      const found = index >= 0 ? index : players.findIndex((p) => p.id === player.id);
      return found < 0 ? undefined : scores[found];
    },
  };
}

/**
 * The available players of a draft moment in ADP order (as the availability model wants them),
 * with each one's figures of {@link CandidateValue} in arrays of the same order (see `candidateAt`).
 * Gains and scores are NaN until `valuePlayer` sets them.
 */
interface Board {
  ctx: GradingContext;
  round: number;
  horizon: { fromPick: number; toPick: number } | null;
  players: Player[];
  poolIndices: Int32Array;
  /** What a player has to beat to add to the user's lineup (see `lineupThresholds`). */
  thresholds: LineupThresholds;
  gains: Float64Array;
  markets: Float64Array;
  chances: Float64Array;
  byePenalties: Float64Array;
  byeShared: Int32Array;
  rules: Partial<Record<Position, ConstructionRule | null>>;
  fills: Partial<Record<Position, SlotFill>>;
  scores: Float64Array;
}

/**
 * Every available player with his figures for the user's roster at this moment, but gains and
 * scores (see {@link draftMoment}). Without `withChances` every chance is 0: no score depends on
 * them, so a caller that needs only scores skips the availability model.
 */
function boardAt(input: DraftMomentInput, ctx?: GradingContext, withChances = true): Board {
  const spots = input.rosterSpots ?? DEFAULT_ROSTER_SPOTS;
  const context = ctx ?? gradingContext(input.pool, input.format, input.leagueSize, spots);
  const taken = input.takenIds instanceof Set ? (input.takenIds as ReadonlySet<string>) : new Set(input.takenIds as readonly string[]);
  const rosterIds = new Set(input.roster.map((p) => p.id));
  const round = roundOfPick(input.currentOverallPick, context.leagueSize);
  const counts = positionCounts(input.roster);
  const thresholds = context.lineupThresholdsOf(input.roster);
  const starters = bestLineup(input.roster, context.points, context.rosterSpots).starters;

  // The board in ADP order, as the availability model wants it.
  const players: Player[] = [];
  const indices: number[] = [];
  for (const i of context.adpOrder) {
    const player = context.pool[i] as Player;
    if (taken.has(player.id) || rosterIds.has(player.id)) continue;
    players.push(player);
    indices.push(i);
  }
  const n = players.length;
  const poolIndices = new Int32Array(n);
  const adps = new Float64Array(n);
  const spreads = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const poolIndex = indices[i] as number;
    poolIndices[i] = poolIndex;
    adps[i] = context.adps[poolIndex] as number;
    spreads[i] = context.spreads[poolIndex] as number;
  }
  const horizon = chanceHorizon(context.leagueSize, input.draftPosition, input.currentOverallPick, context.rounds);
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
          rounds: context.rounds,
          rosterSpots: context.rosterSpots,
          teamCounts: countsBySlot(input.othersPicks ?? [], context.leagueSize),
        })
      : new Float64Array(n);

  const rules: Partial<Record<Position, ConstructionRule | null>> = {};
  const fills: Partial<Record<Position, SlotFill>> = {};
  const startersByBye = new Map<number, number>();
  for (const s of starters) if (s.player.byeWeek > 0 && BYE_CLASH_POSITIONS.includes(s.player.position)) startersByBye.set(s.player.byeWeek, (startersByBye.get(s.player.byeWeek) ?? 0) + 1);
  const marketOf = marketsAt(context, input.currentOverallPick);
  const markets = new Float64Array(n);
  const byePenalties = new Float64Array(n);
  const byeShared = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const player = players[i] as Player;
    const position = player.position;
    if (rules[position] === undefined) rules[position] = constructionRule(position, counts, round, context.rounds, context.rosterSpots);
    const fill = (fills[position] ??= slotFillFor(position, counts, context.rosterSpots));
    const shared = fill.kind !== 'bench' && player.byeWeek > 0 && BYE_CLASH_POSITIONS.includes(position) ? (startersByBye.get(player.byeWeek) ?? 0) : 0;
    byePenalties[i] = (BYE_SHARE_COST * shared * (context.projections[poolIndices[i] as number] as number)) / 17;
    byeShared[i] = shared;
    markets[i] = marketOf[poolIndices[i] as number] as number;
  }
  return {
    ctx: context,
    round,
    horizon,
    players,
    poolIndices,
    thresholds,
    gains: new Float64Array(n).fill(NaN),
    markets,
    chances,
    byePenalties,
    byeShared,
    rules,
    fills,
    scores: new Float64Array(n).fill(NaN),
  };
}

/** Each pool player's market term (see {@link CandidateValue.market}) by overall pick, per grading context: the boards of every draft at that pick share it. */
const marketsByContext = new WeakMap<GradingContext, Map<number, Float64Array>>();
/** Overall picks whose market terms a context keeps; more (picks far past any draft's end) start the map afresh. */
const MAX_MARKET_PICKS = 1000;

/** The market term of every pool player (by pool index) at `overallPick`: computed once per context and pick. */
function marketsAt(ctx: GradingContext, overallPick: number): Float64Array {
  let byPick = marketsByContext.get(ctx);
  if (!byPick) marketsByContext.set(ctx, (byPick = new Map()));
  let markets = byPick.get(overallPick);
  if (!markets) {
    if (byPick.size >= MAX_MARKET_PICKS) byPick.clear();
    markets = Float64Array.from(ctx.adps, (adp, i) => MARKET_WEIGHT * Math.tanh((overallPick - adp) / Math.max(MIN_MARKET_SPREAD, ctx.spreads[i] as number) / 2));
    byPick.set(overallPick, markets);
  }
  return markets;
}

/** Sets the gain and score of the board's player at `i`, from his `marginalGain` on the user's roster. */
function valuePlayer(board: Board, i: number): void {
  const player = board.players[i] as Player;
  const marginal = marginalGain(board.ctx.samplesAt(board.poolIndices[i] as number), player.position, board.thresholds);
  board.gains[i] = marginal * (player.isInjured ? INJURED_KEEP : 1);
  board.scores[i] = scoreWith(board, i, marginal);
}

/** The score (see {@link CandidateValue.score}) of the board's player at `i` were his `marginalGain` `marginal`. */
function scoreWith(board: Board, i: number, marginal: number): number {
  const player = board.players[i] as Player;
  const gain = marginal * (player.isInjured ? INJURED_KEEP : 1);
  return gain + (board.markets[i] as number) - (board.byePenalties[i] as number) - (board.rules[player.position] ? RULE_PENALTY : 0);
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
    rule: board.rules[player.position] ?? null,
    fill: board.fills[player.position] as SlotFill,
    tier: tiers.get(player.id) ?? 1,
    score: board.scores[i] as number,
  };
}

/** A team's draft as the engine's state and read models hold it. */
export interface TeamDraft {
  settings: { scoringFormat: ScoringFormat; leagueSize: number; draftPosition: number; rosterSpots: RosterSpots };
  /** Every rostered player, in the order added. */
  rosterIds: readonly string[];
  /** Players other teams took, with the overall pick each went at. */
  takenByOthers: ReadonlyArray<{ playerId: string; overallPick: number }>;
  /** How many own picks the user has made. */
  ownPickCount: number;
}

/**
 * The draft moment of a team right now: its roster, everyone taken, the pick on the clock (by draft
 * slots, as the screen's clock: draft-core's `draftClock`) and the other teams' picks. Players
 * missing from the pool are skipped.
 */
export function teamMomentInput(team: TeamDraft, pool: readonly Player[], playerById: (id: string) => Player | undefined): DraftMomentInput {
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
    rosterSpots: team.settings.rosterSpots,
    roster,
    takenIds: new Set([...team.rosterIds, ...team.takenByOthers.map((pick) => pick.playerId)]),
    currentOverallPick: draftClock(team.settings.leagueSize, team.settings.draftPosition, rosterSize(team.settings.rosterSpots), team.ownPickCount, team.takenByOthers.length).onTheClock,
    othersPicks,
  };
}
