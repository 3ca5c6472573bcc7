import { POSITIONS, type Player, type Position, type RosterSpots } from '@draftmode/domain';
import { constructionRule } from './construction';
import { slotFillFor } from './lineup';
import { nextUserPick, ownerOfPick, roundOfPick, type PickOwnership } from '@draftmode/draft-core';

/** Players per position a team has drafted. */
export type PositionCounts = Record<Position, number>;

/**
 * Softmin scale per unit of ADP spread. A Gumbel softmin matching Gaussian board noise would use
 * about 0.78; the chances it gave were too generous for players just past the next picks in the
 * grading evaluation's simulated drafts (`npm run eval:grading` prints how chances held up), and
 * 0.5 is sharper.
 */
const BOARD_NOISE_SCALE = 0.5;
/** How much less likely a team is to take a bench player than one who fills an open starter slot. */
const BENCH_NEED_WEIGHT = 0.25;
/**
 * How rarely a team breaks a construction rule (an early K, a third QB, a bench pick that leaves a
 * starter slot unfillable). At 0.02 the top of the board lasted less often than its chances said
 * from round 10 on: the weight had left too much of each pick to players nobody takes.
 */
const RULE_BREAK_WEIGHT = 0.002;
/** Players beyond this many past the picks in between are treated as certain to last. */
const CANDIDATE_MARGIN = 60;

/** One team's picks so far, by the draft slot (1-based) that made each pick. */
export function countsBySlot(
  picks: ReadonlyArray<{ position: Position; overallPick: number }>,
  leagueSize: number,
  ownership: PickOwnership = {},
): Map<number, PositionCounts> {
  const out = new Map<number, PositionCounts>();
  for (const pick of picks) {
    const slot = ownerOfPick(pick.overallPick, leagueSize, ownership);
    let counts = out.get(slot);
    if (!counts) out.set(slot, (counts = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 }));
    counts[pick.position] += 1;
  }
  return out;
}

/** What the availability model needs to know about the draft. */
export interface AvailabilityInput {
  /** Players still on the board, ordered by ADP (earliest first). */
  board: readonly Player[];
  /** ADP and its spread of each board player (same order). */
  adps: ArrayLike<number>;
  spreads: ArrayLike<number>;
  /** The first pick other teams make (after the user's own pick if he is on the clock). */
  fromPick: number;
  /** The user's pick the chance looks ahead to; the teams pick `fromPick … toPick − 1`. */
  toPick: number;
  leagueSize: number;
  /** Who owns each pick; a snake without trades when absent. */
  ownership?: PickOwnership;
  rounds: number;
  rosterSpots: RosterSpots;
  /** Players per position each other team has, by draft slot. */
  teamCounts: ReadonlyMap<number, PositionCounts>;
}

/**
 * Chance each board player is still there at `toPick`, given he is there before `fromPick`. The
 * picks in between are played out in expectation: at each, the team on the clock (known from the
 * snake order) takes player i with probability proportional to his remaining chance × how well he
 * fits that team (an open starter slot, a bench spot, or a pick that breaks a construction rule)
 * × exp(−max(0, ADP − pick) / scale), the softmin of a board ordered by ADP with noise of one ADP
 * spread. A player still there past his ADP pulls no harder than one at his ADP: the teams that
 * passed on him rank him lower than the market does (those who rank him higher took him), and with
 * that pull the chances of the players behind him came out too hopeful (`npm run eval:grading`
 * prints how the top of the board lasted against its chances).
 * The probabilities of each pick add up to one player, so over the board the expected number of
 * players gone equals the number of picks in between: calibrated by construction.
 */
export function survivalToPick(input: AvailabilityInput): Float64Array {
  const n = input.board.length;
  const survival = new Float64Array(n).fill(1);
  const picks = Math.max(0, input.toPick - input.fromPick);
  if (picks === 0 || n === 0) return survival;
  const m = Math.min(n, picks + CANDIDATE_MARGIN);
  // Per candidate, what every pick reads: his position, ADP and the width of his softmin term.
  const positions = new Uint8Array(m);
  const adps = new Float64Array(m);
  const noise = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    positions[i] = POSITIONS.indexOf((input.board[i] as Player).position);
    adps[i] = input.adps[i] ?? 0;
    noise[i] = BOARD_NOISE_SCALE * Math.max(1, input.spreads[i] ?? 1);
  }
  const weight = new Float64Array(m);
  const logWeight = new Float64Array(m);
  const clamped = new Uint8Array(m);
  const empty: PositionCounts = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 };
  for (let pick = input.fromPick; pick < input.toPick; pick++) {
    const round = roundOfPick(pick, input.leagueSize);
    const counts = input.teamCounts.get(ownerOfPick(pick, input.leagueSize, input.ownership)) ?? empty;
    const logFit = logTeamFits(counts, round, input.rounds, input.rosterSpots);
    let max = -Infinity;
    for (let i = 0; i < m; i++) {
      const lw = (logFit[positions[i] as number] as number) - Math.max(0, ((adps[i] as number) - pick) / (noise[i] as number));
      logWeight[i] = lw;
      if ((survival[i] as number) > 1e-12 && lw > max) max = lw;
    }
    if (max === -Infinity) break;
    for (let i = 0; i < m; i++) weight[i] = Math.exp((logWeight[i] as number) - max);
    takeOnePick(survival, weight, clamped, m);
  }
  return survival;
}

/**
 * One pick in expectation: player i goes with probability S_i·min(1, c·w_i), his chance of being
 * there times how strongly the team prefers him, with c set so the probabilities add up to one
 * player. A player the team would surely take if he is there goes with exactly his chance of being
 * there, and the rest of that pick falls to the others in proportion to their weights.
 */
function takeOnePick(survival: Float64Array, weight: Float64Array, clamped: Uint8Array, m: number): void {
  clamped.fill(0, 0, m);
  let c = 0;
  for (let round = 0; round < 8; round++) {
    let mass = 1;
    let open = 0;
    for (let i = 0; i < m; i++) {
      const s = survival[i] ?? 0;
      if (clamped[i]) mass -= s;
      else open += s * (weight[i] ?? 0);
    }
    if (open <= 0 || mass <= 0) {
      c = 0;
      break;
    }
    c = mass / open;
    let changed = false;
    for (let i = 0; i < m; i++) {
      if (!clamped[i] && c * (weight[i] ?? 0) >= 1) {
        clamped[i] = 1;
        changed = true;
      }
    }
    if (!changed) break;
  }
  for (let i = 0; i < m; i++) {
    const s = survival[i] ?? 0;
    survival[i] = clamped[i] ? 0 : s - s * Math.min(1, c * (weight[i] ?? 0));
  }
}

/** {@link logTeamFits} already worked out, per roster settings, by {@link teamFitKey}. */
const logTeamFitsBySpots = new WeakMap<RosterSpots, Map<number, Float64Array>>();
/** Bound on the kept {@link logTeamFits} per roster settings (a draft sees a few hundred); the oldest goes first. */
const KEPT_TEAM_FITS = 20_000;

/**
 * `Math.log` of {@link teamFit} for each position, in `POSITIONS` order. It depends only on the
 * position counts and the round, which repeat from pick to pick and team to team, so each is
 * worked out once (every pick of the availability sweep reads one).
 */
function logTeamFits(counts: PositionCounts, round: number, rounds: number, spots: RosterSpots): Float64Array {
  const key = teamFitKey(counts, round, rounds);
  let byKey = logTeamFitsBySpots.get(spots);
  if (!byKey) logTeamFitsBySpots.set(spots, (byKey = new Map()));
  let fits = key === null ? undefined : byKey.get(key);
  if (!fits) {
    fits = Float64Array.from(POSITIONS, (position) => Math.log(teamFit(position, counts, round, rounds, spots)));
    if (key !== null) {
      if (byKey.size >= KEPT_TEAM_FITS) byKey.delete(byKey.keys().next().value as number);
      byKey.set(key, fits);
    }
  }
  return fits;
}

/** One number for (counts, round, rounds), 5 bits each; null when one is beyond 31. */
function teamFitKey(counts: PositionCounts, round: number, rounds: number): number | null {
  let key = 0;
  for (const value of [round, rounds, counts.QB, counts.RB, counts.WR, counts.TE, counts.K, counts.DEF]) {
    if (!(value >= 0 && value < 32 && Number.isInteger(value))) return null;
    key = key * 32 + value;
  }
  return key;
}

/**
 * How likely a team is to want a position now: 1 for an open starter slot, less for the bench,
 * rarely a rule break. The slots are the league's: in a superflex or 2QB league a team with one QB
 * still needs a starter (`slotFillFor`), so QBs go earlier than a 1-QB ADP says, where in a 1-QB
 * league a second QB is a backup that waits.
 */
function teamFit(position: Position, counts: PositionCounts, round: number, rounds: number, spots: RosterSpots): number {
  if (constructionRule(position, counts, round, rounds, spots)) return RULE_BREAK_WEIGHT;
  return slotFillFor(position, counts, spots).kind === 'bench' ? BENCH_NEED_WEIGHT : 1;
}

/**
 * The pick a "still there" chance looks ahead to: the user's next pick, or while he is on the clock
 * the one after it (every chance at the current pick is 100 %). At the turn, where his next pick
 * follows this one with nobody picking in between, it is the pick after that. Null when none.
 * Returns the first pick other teams make, too.
 */
export function chanceHorizon(
  leagueSize: number,
  draftPosition: number,
  currentOverallPick: number,
  rounds: number,
  ownership: PickOwnership = {},
): { fromPick: number; toPick: number } | null {
  const next = nextUserPick(leagueSize, draftPosition, currentOverallPick, rounds, ownership);
  if (next === null) return null;
  if (next > currentOverallPick) return { fromPick: currentOverallPick, toPick: next };
  // On the clock: the user takes the current pick; the others pick after it.
  let fromPick = currentOverallPick + 1;
  let to = nextUserPick(leagueSize, draftPosition, fromPick, rounds, ownership);
  if (to === fromPick) {
    // At the turn the user also has the next pick: look ahead to the one after both.
    fromPick += 1;
    to = nextUserPick(leagueSize, draftPosition, fromPick, rounds, ownership);
  }
  return to === null ? null : { fromPick, toPick: to };
}
