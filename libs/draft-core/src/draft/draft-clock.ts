import { userPickNumbers } from './snake';

function assertCount(name: string, count: number): void {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`${name} must be a whole number of 0 or more (got ${count})`);
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
export function draftClock(
  leagueSize: number,
  draftPosition: number,
  rounds: number,
  ownPickCount: number,
  takenByOthersCount: number,
): DraftClock {
  assertCount('Own picks', ownPickCount);
  assertCount('Players taken by others', takenByOthersCount);
  const ownPicks = userPickNumbers(leagueSize, draftPosition, rounds);
  const othersNext = picksBySlot(leagueSize, draftPosition, rounds, 0, takenByOthersCount + 1).others.at(-1) ?? 1;
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
 * The overall pick of every recorded pick, by draft slots: the team's k-th pick at its k-th own
 * pick number, the other teams' k-th pick at the k-th pick that is not the team's (docs/draft-rules.md §3).
 * Own picks beyond the draft's rounds (a roster larger than its spots) follow the last pick.
 */
export function picksBySlot(
  leagueSize: number,
  draftPosition: number,
  rounds: number,
  ownCount: number,
  othersCount: number,
): { own: number[]; others: number[] } {
  const slots = userPickNumbers(leagueSize, draftPosition, rounds);
  const owned = new Set(slots);
  const others: number[] = [];
  for (let overall = 1; others.length < othersCount; overall++) if (!owned.has(overall)) others.push(overall);
  const own = slots.slice(0, ownCount);
  let last = Math.max(slots.at(-1) ?? 0, others.at(-1) ?? 0);
  while (own.length < ownCount) own.push(++last);
  return { own, others };
}

/** Every recorded pick placed on the snake board by slot ({@link picksBySlot}), in pick order. */
export function draftBoardPicks(
  leagueSize: number,
  draftPosition: number,
  rounds: number,
  ownPlayerIds: readonly string[],
  otherPlayerIds: readonly string[],
): DraftBoardPick[] {
  const { own, others } = picksBySlot(leagueSize, draftPosition, rounds, Math.min(ownPlayerIds.length, rounds), otherPlayerIds.length);
  const picks: DraftBoardPick[] = [
    ...own.map((overallPick, index) => ({ overallPick, playerId: ownPlayerIds[index] ?? '', own: true })),
    ...others.map((overallPick, index) => ({ overallPick, playerId: otherPlayerIds[index] ?? '', own: false })),
  ];
  return picks.sort((a, b) => a.overallPick - b.overallPick);
}
