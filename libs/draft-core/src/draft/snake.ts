import { LEAGUE_SIZES, MAX_ROSTER_SIZE, type DraftOrder } from '@draftmode/domain';

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

/** Every overall pick a draft slot owns, round 1 to `rounds`, so the UI can list them. */
export function userPickNumbers(leagueSize: number, draftPosition: number, rounds: number, order: DraftOrder = 'snake'): number[] {
  assertDraftSize(leagueSize, rounds);
  const picks: number[] = [];
  for (let r = 1; r <= rounds; r++) picks.push(overallPickFor(r, leagueSize, draftPosition, order));
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
  order: DraftOrder = 'snake',
): number | null {
  assertDraftSize(leagueSize, rounds);
  for (let r = roundOfPick(fromOverallPick, leagueSize); r <= rounds; r++) {
    const pick = overallPickFor(r, leagueSize, draftPosition, order);
    if (pick >= fromOverallPick) return pick;
  }
  return null;
}
