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

/** Where a snake draft stands for one team, from its draft slots (see {@link draftClock}). */
export interface DraftClock {
  /** The overall pick on the clock: the team's open slot when it comes first, else the other teams' next pick. */
  onTheClock: number;
  /** True when the pick on the clock is the team's own. */
  ownTurn: boolean;
  /** The team's next open slot (its own pick numbers, in order); null once every round is used. */
  nextOwnPick: number | null;
  /** Picks before the team's next open slot (0 while on the clock); null once every round is used. */
  picksUntilOwn: number | null;
  /** Every overall pick the team owns, round 1 to the last. */
  ownPicks: number[];
}

/**
 * The draft clock for one team from its draft slots. The team's k-th pick fills its k-th slot and
 * the other teams' k-th recorded pick fills the k-th pick that is not the team's, so undoing an
 * earlier own pick opens a slot again (the team owes a pick and is on the clock) instead of losing
 * one, and the other teams' picks never land on the team's slots.
 */
export function draftClock(leagueSize: number, draftPosition: number, rounds: number, ownPickCount: number, takenByOthersCount: number): DraftClock {
  assertCount('Own picks', ownPickCount);
  assertCount('Players taken by others', takenByOthersCount);
  const ownPicks = ownPickNumbers(leagueSize, draftPosition, rounds);
  const owned = new Set(ownPicks);
  let othersNext = 0;
  for (let counted = 0; counted <= takenByOthersCount; ) {
    othersNext += 1;
    if (!owned.has(othersNext)) counted += 1;
  }
  const nextOwnPick = ownPicks[ownPickCount] ?? null;
  const ownTurn = nextOwnPick !== null && nextOwnPick < othersNext;
  const onTheClock = ownTurn ? nextOwnPick : othersNext;
  return { onTheClock, ownTurn, nextOwnPick, picksUntilOwn: nextOwnPick === null ? null : Math.max(0, nextOwnPick - onTheClock), ownPicks };
}

/** One filled cell of a draft board: who took the player at an overall pick. */
export interface DraftBoardPick {
  overallPick: number;
  playerId: string;
  own: boolean;
}

/**
 * Every recorded pick placed on the snake board by slot, as {@link draftClock} counts them: the
 * team's k-th pick at its k-th own pick number, the other teams' k-th recorded pick at the k-th
 * pick that is not the team's.
 */
export function draftBoardPicks(leagueSize: number, draftPosition: number, rounds: number, ownPlayerIds: readonly string[], otherPlayerIds: readonly string[]): DraftBoardPick[] {
  const ownPicks = ownPickNumbers(leagueSize, draftPosition, rounds);
  const owned = new Set(ownPicks);
  const picks: DraftBoardPick[] = ownPlayerIds.map((playerId, index) => ({ overallPick: ownPicks[index] ?? 0, playerId, own: true })).filter((pick) => pick.overallPick > 0);
  let overall = 0;
  for (const playerId of otherPlayerIds) {
    do overall += 1;
    while (owned.has(overall));
    picks.push({ overallPick: overall, playerId, own: false });
  }
  return picks.sort((a, b) => a.overallPick - b.overallPick);
}
