/**
 * Snake draft arithmetic (PRODUCT §3). Pick numbers are overall and 1-based; odd rounds run from
 * draft position 1 to n, even rounds back from n to 1.
 */

/** The smallest league the snake helpers accept. */
export const MIN_LEAGUE_SIZE = 8;
/** The largest league the snake helpers accept. */
export const MAX_LEAGUE_SIZE = 16;

function assertLeagueSize(leagueSize: number): void {
  if (!Number.isInteger(leagueSize) || leagueSize < MIN_LEAGUE_SIZE || leagueSize > MAX_LEAGUE_SIZE) {
    throw new RangeError(`League size must be a whole number from ${MIN_LEAGUE_SIZE} to ${MAX_LEAGUE_SIZE} (got ${leagueSize})`);
  }
}

function assertDraftPosition(draftPosition: number, leagueSize: number): void {
  if (!Number.isInteger(draftPosition) || draftPosition < 1 || draftPosition > leagueSize) {
    throw new RangeError(`Draft position must be a whole number from 1 to ${leagueSize} (got ${draftPosition})`);
  }
}

function assertOverallPick(overall: number): void {
  if (!Number.isInteger(overall) || overall < 1) {
    throw new RangeError(`Overall pick must be a whole number of 1 or more (got ${overall})`);
  }
}

function assertCount(name: string, count: number): void {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`${name} must be a whole number of 0 or more (got ${count})`);
  }
}

/** The round (1-based) in which overall pick `overall` falls. */
export function roundOf(overall: number, leagueSize: number): number {
  assertLeagueSize(leagueSize);
  assertOverallPick(overall);
  return Math.ceil(overall / leagueSize);
}

/** The overall pick number that draft position `draftPosition` makes in `round`. */
export function ownPickInRound(round: number, leagueSize: number, draftPosition: number): number {
  assertLeagueSize(leagueSize);
  assertDraftPosition(draftPosition, leagueSize);
  if (!Number.isInteger(round) || round < 1) throw new RangeError(`Round must be a whole number of 1 or more (got ${round})`);
  return round % 2 === 1 ? (round - 1) * leagueSize + draftPosition : round * leagueSize - draftPosition + 1;
}

/**
 * Every overall pick a team makes in a snake draft, round by round. For 12 teams, position 1
 * picks 1, 24, 25, 48, …; position 12 picks 12, 13, 36, 37, ….
 */
export function ownPickNumbers(leagueSize: number, draftPosition: number, rounds: number): number[] {
  assertLeagueSize(leagueSize);
  assertDraftPosition(draftPosition, leagueSize);
  assertCount('Rounds', rounds);
  return Array.from({ length: rounds }, (_, index) => ownPickInRound(index + 1, leagueSize, draftPosition));
}

/** The draft position (1-based) that makes overall pick `overall`. */
export function pickOwner(overall: number, leagueSize: number): number {
  const round = roundOf(overall, leagueSize);
  const indexInRound = (overall - 1) % leagueSize;
  return round % 2 === 1 ? indexInRound + 1 : leagueSize - indexInRound;
}

/**
 * The team's next overall pick at or after `currentOverall`. When the current pick is the team's
 * own, that pick is returned: it has not been made yet.
 */
export function nextOwnPick(currentOverall: number, leagueSize: number, draftPosition: number): number {
  const round = roundOf(currentOverall, leagueSize);
  const inThisRound = ownPickInRound(round, leagueSize, draftPosition);
  return inThisRound >= currentOverall ? inThisRound : ownPickInRound(round + 1, leagueSize, draftPosition);
}

/**
 * The overall pick now on the clock (PRODUCT §3): players taken by others plus the user's own
 * picks plus one. Counts, not lists, so callers can pass whatever they hold.
 */
export function currentOverallPick(takenByOthersCount: number, ownPickCount: number): number {
  assertCount('Players taken by others', takenByOthersCount);
  assertCount('Own picks', ownPickCount);
  return takenByOthersCount + ownPickCount + 1;
}
