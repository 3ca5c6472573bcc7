import { userPickNumbers, type PickOwnership } from './snake';

/** Where a snake draft stands for one team, from the pick numbers recorded so far (see {@link draftClock}). */
export interface DraftClock {
  /** The overall pick on the clock: the lowest pick number not yet filled. */
  onTheClock: number;
  /** True when the pick on the clock is the team's own. */
  ownTurn: boolean;
  /** The team's lowest own pick number not yet filled; null once every round is used. */
  nextOwnPick: number | null;
  /** Other teams' picks still to fill before the team's next own pick (0 while on the clock); null once every round is used. */
  picksUntilOwn: number | null;
  /** Every overall pick the team owns, round 1 to the last. */
  ownPicks: number[];
}

/** The pick numbers recorded so far: the team's own and the other teams'. */
export interface RecordedPickNumbers {
  own: readonly number[];
  others: readonly number[];
}

/**
 * The draft clock for one team from the pick numbers recorded (docs/draft-rules.md §3). Every
 * pick keeps the number it was recorded at, so undoing a pick leaves a gap at its number and
 * changes no other pick: the lowest open number is on the clock, and the next own or other pick
 * recorded fills the lowest open number of its kind (see {@link nextOpenPicks}).
 */
export function draftClock(
  leagueSize: number,
  draftPosition: number,
  rounds: number,
  recorded: RecordedPickNumbers,
  ownership: PickOwnership = {},
): DraftClock {
  const ownPicks = userPickNumbers(leagueSize, draftPosition, rounds, ownership);
  const filled = new Set([...recorded.own, ...recorded.others]);
  const nextOwnPick = ownPicks.find((pick) => !filled.has(pick)) ?? null;
  const othersNext = nextOpenPicks(leagueSize, draftPosition, rounds, recorded, ownership).other;
  const ownTurn = nextOwnPick !== null && nextOwnPick < othersNext;
  const onTheClock = ownTurn ? nextOwnPick : othersNext;
  let picksUntilOwn: number | null = null;
  if (nextOwnPick !== null) {
    const owned = new Set(ownPicks);
    picksUntilOwn = 0;
    for (let pick = onTheClock; pick < nextOwnPick; pick++) if (!owned.has(pick) && !filled.has(pick)) picksUntilOwn++;
  }
  return { onTheClock, ownTurn, nextOwnPick, picksUntilOwn, ownPicks };
}

/**
 * The numbers the next own pick and the next other team's pick would take: the lowest open own
 * pick (past the last round, for a roster larger than its rounds, the pick after every recorded
 * one) and the lowest open pick the team does not own.
 */
export function nextOpenPicks(
  leagueSize: number,
  draftPosition: number,
  rounds: number,
  recorded: RecordedPickNumbers,
  ownership: PickOwnership = {},
): { own: number; other: number } {
  const slots = userPickNumbers(leagueSize, draftPosition, rounds, ownership);
  const owned = new Set(slots);
  const filled = new Set([...recorded.own, ...recorded.others]);
  let other = 1;
  while (owned.has(other) || filled.has(other)) other++;
  const own = slots.find((pick) => !filled.has(pick)) ?? Math.max(slots.at(-1) ?? 0, ...recorded.own, ...recorded.others) + 1;
  return { own, other };
}

/** One filled cell of a draft board: who took the player at an overall pick. */
export interface DraftBoardPick {
  overallPick: number;
  playerId: string;
  own: boolean;
}

/**
 * The overall pick of every recorded pick, by draft slots: the team's k-th pick at its k-th own
 * pick number, the other teams' k-th pick at the k-th pick that is not the team's. This is how
 * picks were numbered before they kept their numbers (undo events without one, see `evolve`).
 * Own picks beyond the draft's rounds (a roster larger than its spots) follow the last pick.
 */
export function picksBySlot(
  leagueSize: number,
  draftPosition: number,
  rounds: number,
  ownCount: number,
  othersCount: number,
  ownership: PickOwnership = {},
): { own: number[]; others: number[] } {
  const slots = userPickNumbers(leagueSize, draftPosition, rounds, ownership);
  const owned = new Set(slots);
  const others: number[] = [];
  for (let overall = 1; others.length < othersCount; overall++) if (!owned.has(overall)) others.push(overall);
  const own = slots.slice(0, ownCount);
  let last = Math.max(slots.at(-1) ?? 0, others.at(-1) ?? 0);
  while (own.length < ownCount) own.push(++last);
  return { own, others };
}

/** Every recorded pick as a cell of the board, at the number it was recorded at, in pick order. */
export function draftBoardPicks(
  ownPicks: ReadonlyArray<{ playerId: string; overallPick: number }>,
  otherPicks: ReadonlyArray<{ playerId: string; overallPick: number }>,
): DraftBoardPick[] {
  return [
    ...ownPicks.map(({ playerId, overallPick }) => ({ overallPick, playerId, own: true })),
    ...otherPicks.map(({ playerId, overallPick }) => ({ overallPick, playerId, own: false })),
  ].sort((a, b) => a.overallPick - b.overallPick);
}
