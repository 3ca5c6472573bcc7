import { LEAGUE_SIZES, MAX_ROSTER_SIZE, type DraftOrder, type LeagueSettings, type TradedPick } from '@draftmode/domain';

/**
 * Who owns each pick of a draft: the order its rounds run in (a snake when absent), and the picks
 * trades moved to another draft slot.
 */
export interface PickOwnership {
  order?: DraftOrder;
  tradedPicks?: readonly TradedPick[];
}

/** The pick ownership a league's settings describe. */
export function pickOwnershipOf(settings: Pick<LeagueSettings, 'draftOrder' | 'tradedPicks'>): PickOwnership {
  return { order: settings.draftOrder, tradedPicks: settings.tradedPicks };
}

/**
 * Refuses a draft no league has. Every draft loop runs rounds × league size, so an unchecked size
 * (a roster of a billion spots) would block the process instead of failing one request.
 */
export function assertDraftSize(leagueSize: number, rounds: number): void {
  if (!(LEAGUE_SIZES as readonly number[]).includes(leagueSize))
    throw new RangeError(`League size must be one of ${LEAGUE_SIZES.join(', ')} (got ${leagueSize})`);
  if (!Number.isInteger(rounds) || rounds < 0 || rounds > MAX_ROSTER_SIZE)
    throw new RangeError(`A draft has 0 to ${MAX_ROSTER_SIZE} rounds (got ${rounds})`);
}

/**
 * Overall pick number of a team's pick in a given round (docs/draft-rules.md §3). A snake draft
 * runs odd rounds 1→n, so the pick is (r−1)n+p, and even rounds back, rn−p+1; a third-round
 * reversal runs round 3 back like round 2 and alternates from there; a linear draft runs every
 * round 1→n.
 */
export function overallPickFor(round: number, leagueSize: number, draftPosition: number, order: DraftOrder = 'snake'): number {
  return reversed(round, order) ? round * leagueSize - draftPosition + 1 : (round - 1) * leagueSize + draftPosition;
}

/** Whether a round runs from the last draft slot to the first. */
function reversed(round: number, order: DraftOrder): boolean {
  if (order === 'linear') return false;
  if (order === 'third-round-reversal' && round >= 3) return round % 2 === 1;
  return round % 2 === 0;
}

/** The 1-based round an overall pick falls in. */
export function roundOfPick(overallPick: number, leagueSize: number): number {
  return Math.floor((Math.max(1, overallPick) - 1) / leagueSize) + 1;
}

/** The draft slot (1..n) that owns an overall pick. */
export function slotOfPick(overallPick: number, leagueSize: number, order: DraftOrder = 'snake'): number {
  const round = roundOfPick(overallPick, leagueSize);
  const within = overallPick - (round - 1) * leagueSize;
  return reversed(round, order) ? leagueSize - within + 1 : within;
}

/**
 * The draft slot that makes an overall pick: the one a trade gave it to, else the one the order
 * gives it (see {@link slotOfPick}).
 */
export function ownerOfPick(overallPick: number, leagueSize: number, ownership: PickOwnership = {}): number {
  const traded = ownership.tradedPicks?.find((trade) => trade.pick === overallPick);
  return traded ? traded.slot : slotOfPick(overallPick, leagueSize, ownership.order);
}

/**
 * Every overall pick a draft slot owns, in order: its pick of each round 1 to `rounds` by the
 * draft order, less the picks it traded away, plus the picks it was traded. The UI lists them.
 */
export function userPickNumbers(leagueSize: number, draftPosition: number, rounds: number, ownership: PickOwnership = {}): number[] {
  assertDraftSize(leagueSize, rounds);
  const trades = ownership.tradedPicks ?? [];
  if (trades.length === 0) {
    const picks: number[] = [];
    for (let r = 1; r <= rounds; r++) picks.push(overallPickFor(r, leagueSize, draftPosition, ownership.order));
    return picks;
  }
  const owner = new Map(trades.map((trade) => [trade.pick, trade.slot]));
  const picks: number[] = [];
  for (let pick = 1; pick <= rounds * leagueSize; pick++) {
    if ((owner.get(pick) ?? slotOfPick(pick, leagueSize, ownership.order)) === draftPosition) picks.push(pick);
  }
  return picks;
}

/**
 * The user's next pick at or after `fromOverallPick` (so while the user is on the clock it is the
 * current pick), or null once the user has no picks left. Used as the horizon of chance-available.
 */
export function nextUserPick(
  leagueSize: number,
  draftPosition: number,
  fromOverallPick: number,
  rounds: number,
  ownership: PickOwnership = {},
): number | null {
  return userPickNumbers(leagueSize, draftPosition, rounds, ownership).find((pick) => pick >= fromOverallPick) ?? null;
}
