import { LEAGUE_SIZES, MAX_ROSTER_SIZE } from '@draftmode/domain';
import { nextOpenPicks, picksBySlot } from '../draft/draft-clock';
import { ownerOfPick, pickOwnershipOf } from '../draft/snake';
import { rosterSize } from '../roster/completeness';
import type { TeamState } from './team-state';

/** Settings a snake order exists for: `decide` only ever stores these, but `evolve` must not throw on any event. */
function hasSnakeOrder({ leagueSize, draftPosition, rosterSpots }: TeamState['settings']): boolean {
  const spots = Object.values(rosterSpots).reduce((sum, count) => sum + count, 0);
  return (
    (LEAGUE_SIZES as readonly number[]).includes(leagueSize) &&
    Number.isInteger(draftPosition) &&
    draftPosition >= 1 &&
    draftPosition <= leagueSize &&
    Number.isInteger(spots) &&
    spots >= 0 &&
    spots <= MAX_ROSTER_SIZE
  );
}

function numbersOf(state: TeamState, ownCount: number, othersCount: number) {
  const { leagueSize, draftPosition, rosterSpots } = state.settings;
  return picksBySlot(leagueSize, draftPosition, rosterSize(rosterSpots), ownCount, othersCount, pickOwnershipOf(state.settings));
}

/** The overall picks the team's next own pick and the other teams' next pick would fill: the lowest open ones (docs/draft-rules.md §3). */
export function nextPickNumbers(state: TeamState): { own: number; other: number } {
  const { leagueSize, draftPosition, rosterSpots } = state.settings;
  return nextOpenPicks(
    leagueSize,
    draftPosition,
    rosterSize(rosterSpots),
    { own: state.ownPicks.map((pick) => pick.overallPick), others: state.takenByOthers.map((pick) => pick.overallPick) },
    pickOwnershipOf(state.settings),
  );
}

/**
 * The state with every recorded pick numbered by draft slot, the k-th own pick at the k-th own
 * slot: after a change of draft position the own picks move to the new slots. Undo and roster
 * events recorded before picks kept their numbers (they carry no `overallPick`) renumber this way
 * too, so those streams keep the meaning they had.
 */
export function numberedBySlot(state: TeamState): TeamState {
  if (!hasSnakeOrder(state.settings)) return state;
  const { own, others } = numbersOf(state, state.ownPicks.length, state.takenByOthers.length);
  const same =
    state.ownPicks.every((pick, index) => pick.overallPick === own[index]) &&
    state.takenByOthers.every((pick, index) => pick.overallPick === others[index]);
  if (same) return state;
  return {
    ...state,
    ownPicks: state.ownPicks.map((pick, index) => ({ ...pick, overallPick: own[index] ?? pick.overallPick })),
    takenByOthers: state.takenByOthers.map((pick, index) => ({ ...pick, overallPick: others[index] ?? pick.overallPick })),
  };
}

/**
 * The state after new league settings: picks keep their numbers while every one still fits (in
 * the draft, no number twice, and owned by its side under the new order, trades and position), so
 * a draft room's numbers (Sleeper's `pick_no`) survive taking the room's settings; else every pick
 * is numbered by draft slot as {@link numberedBySlot} does (a new draft position moves the own picks).
 */
export function numberedForSettings(state: TeamState): TeamState {
  return hasSnakeOrder(state.settings) && numbersFit(state) ? state : numberedBySlot(state);
}

function numbersFit(state: TeamState): boolean {
  const { leagueSize, draftPosition, rosterSpots } = state.settings;
  const lastPick = leagueSize * rosterSize(rosterSpots);
  const ownership = pickOwnershipOf(state.settings);
  const seen = new Set<number>();
  const fits = (overallPick: number, own: boolean) => {
    if (!Number.isInteger(overallPick) || overallPick < 1 || overallPick > lastPick || seen.has(overallPick)) return false;
    seen.add(overallPick);
    return (ownerOfPick(overallPick, leagueSize, ownership) === draftPosition) === own;
  };
  return state.ownPicks.every((pick) => fits(pick.overallPick, true)) && state.takenByOthers.every((pick) => fits(pick.overallPick, false));
}
