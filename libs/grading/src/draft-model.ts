import { FORMAT_KEY, type FormatKey, type Player, type Position, type RosterSpots, type ScoringFormat } from '@draftmode/domain';
import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';
import { chanceHorizon, countsBySlot, survivalToPick } from './availability';
import { constructionRule, type ConstructionRule } from './construction';
import { gradingContext, withWaiverWire, type GradingContext } from './context';
import { bestLineup, BYE_CLASH_POSITIONS, positionCounts, slotFillFor, type SlotFill } from './lineup';
import { lineupThresholds, marginalGain } from './outcomes';
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
  const spots = input.rosterSpots ?? DEFAULT_ROSTER_SPOTS;
  const context = ctx ?? gradingContext(input.pool, input.format, input.leagueSize, spots);
  const taken = input.takenIds instanceof Set ? (input.takenIds as ReadonlySet<string>) : new Set(input.takenIds as readonly string[]);
  const rosterIds = new Set(input.roster.map((p) => p.id));
  const round = roundOfPick(input.currentOverallPick, context.leagueSize);
  const counts = positionCounts(input.roster);
  const completed = withWaiverWire(input.roster, context);
  const thresholds = lineupThresholds(completed.samples, completed.positions, context.rosterSpots);
  const tiers = positionTiers(context);
  const starters = bestLineup(input.roster, context.points, context.rosterSpots).starters;

  // The board in ADP order, as the availability model wants it.
  const board: Player[] = [];
  const poolIndex: number[] = [];
  const adps: number[] = [];
  const spreads: number[] = [];
  for (const i of context.adpOrder) {
    const player = context.pool[i] as Player;
    if (taken.has(player.id) || rosterIds.has(player.id)) continue;
    board.push(player);
    poolIndex.push(i);
    adps.push(context.adps[i] ?? 0);
    spreads.push(context.spreads[i] ?? 1);
  }
  const horizon = chanceHorizon(context.leagueSize, input.draftPosition, input.currentOverallPick, context.rounds);
  const survival = horizon
    ? survivalToPick({
        board,
        adps,
        spreads,
        fromPick: horizon.fromPick,
        toPick: horizon.toPick,
        leagueSize: context.leagueSize,
        rounds: context.rounds,
        rosterSpots: context.rosterSpots,
        teamCounts: countsBySlot(input.othersPicks ?? [], context.leagueSize),
      })
    : new Float64Array(board.length);

  const rules: Partial<Record<Position, ConstructionRule | null>> = {};
  const fills: Partial<Record<Position, SlotFill>> = {};
  const startersByBye = new Map<number, number>();
  for (const s of starters) if (s.player.byeWeek > 0 && BYE_CLASH_POSITIONS.includes(s.player.position)) startersByBye.set(s.player.byeWeek, (startersByBye.get(s.player.byeWeek) ?? 0) + 1);
  const values: CandidateValue[] = new Array<CandidateValue>(board.length);
  for (let i = 0; i < board.length; i++) {
    const player = board[i] as Player;
    const position = player.position;
    let rule = rules[position];
    if (rule === undefined) rule = rules[position] = constructionRule(position, counts, round, context.rounds, context.rosterSpots);
    const fill = (fills[position] ??= slotFillFor(position, counts, context.rosterSpots));
    const gain = marginalGain(context.samplesAt(poolIndex[i] ?? 0), position, thresholds) * (player.isInjured ? INJURED_KEEP : 1);
    const byeShared = fill.kind !== 'bench' && player.byeWeek > 0 && BYE_CLASH_POSITIONS.includes(position) ? (startersByBye.get(player.byeWeek) ?? 0) : 0;
    const byePenalty = (BYE_SHARE_COST * byeShared * (context.points(player))) / 17;
    const market = MARKET_WEIGHT * Math.tanh((input.currentOverallPick - (adps[i] ?? 0)) / Math.max(MIN_MARKET_SPREAD, spreads[i] ?? 1) / 2);
    const score = gain + market - byePenalty - (rule ? RULE_PENALTY : 0);
    values[i] = { player, gain, market, chance: horizon ? (survival[i] ?? 1) : 0, byePenalty, byeShared, rule, fill, tier: tiers.get(player.id) ?? 1, score };
  }
  // Best first; equal values go to the earlier ADP (the board is in ADP order and the sort is stable).
  const sorted = [...values].sort((a, b) => b.score - a.score);
  return { ctx: context, input, round, horizon, board: sorted, byId: new Map(sorted.map((v) => [v.player.id, v])) };
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
