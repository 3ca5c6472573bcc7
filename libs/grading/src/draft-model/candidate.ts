import type { DraftOrder, FormatKey, Player, Position, RosterSpots, TradedPick } from '@draftmode/domain';
import type { ConstructionRule } from '../construction';
import type { GradingContext } from '../context';
import type { SlotFill } from '../lineup';

/** A moment of a draft as the user sees it: whose roster, which pick, who is gone. */
export interface DraftMomentInput {
  pool: readonly Player[];
  format: FormatKey;
  leagueSize: number;
  /** The user's draft slot, 1..leagueSize. */
  draftPosition: number;
  /** The order of the draft's rounds; a snake when absent. */
  draftOrder?: DraftOrder;
  /** Picks trades moved to another draft slot; none when absent. */
  tradedPicks?: readonly TradedPick[];
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

/** A draft moment with every available player valued (see `BoardValuation.moment`). */
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
