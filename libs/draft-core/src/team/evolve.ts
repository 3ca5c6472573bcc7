import { rosterSpotsOf, type TeamEvent } from '@draftmode/domain';
import { emptyRoster, fitRosterToSpots, isOnRoster, placePlayer, removePlayer, slotOf } from '../roster/roster-players';
import { applySwap } from '../roster/swap';
import { numberedBySlot, numberedForSettings } from './pick-numbers';
import { restartPickClock, setPickClock } from './pick-clock';
import { initialTeamState, type TeamState } from './team-state';

/**
 * Folds one event into a team's state. The backend projections and the frontend's optimistic
 * view run this same function, so it is total: it never throws, and an event that cannot apply
 * (unknown type, a team not created or already deleted, a player already placed) leaves the state
 * unchanged. Rules are enforced in `decide`, before events exist.
 */
export function evolve(state: TeamState, event: TeamEvent): TeamState {
  if (event.type === 'TeamCreated') {
    if (state.exists) return state;
    const {
      teamId,
      userId,
      name,
      isMock,
      createdAt,
      scoringFormat,
      leagueSize,
      draftPosition,
      rosterSpots,
      draftOrder,
      pointsPerStat,
      tradedPicks,
    } = event.data;
    return {
      ...initialTeamState,
      exists: true,
      teamId,
      userId,
      name,
      isMock,
      createdAt,
      // Spots stored before the superflex and WR/TE, WR/RB kinds existed have none of them.
      settings: {
        scoringFormat,
        leagueSize,
        draftPosition,
        rosterSpots: rosterSpotsOf(rosterSpots),
        ...(draftOrder ? { draftOrder } : {}),
        ...(pointsPerStat ? { pointsPerStat } : {}),
        ...(tradedPicks ? { tradedPicks } : {}),
      },
      roster: emptyRoster(rosterSpotsOf(rosterSpots)),
    };
  }
  if (!state.exists || state.deleted) return state;

  switch (event.type) {
    case 'TeamRenamed':
      return { ...state, name: event.data.name };
    case 'LeagueSettingsChanged': {
      // The roster takes the new settings' slots; a player whose slot is gone is placed again.
      const { keepsPickNumbers, ...settings } = event.data;
      const rosterSpots = rosterSpotsOf(settings.rosterSpots);
      const roster = fitRosterToSpots(state.roster, rosterSpots);
      const next = { ...state, settings: { ...settings, rosterSpots }, roster };
      // Settings recorded before picks kept their numbers through a change renumbered every pick
      // by slot, and the events after them were recorded against that: they read as they did.
      return keepsPickNumbers ? numberedForSettings(next) : numberedBySlot(next);
    }
    case 'PlayerDrafted': {
      const { playerId, overallPick } = event.data;
      if (isTaken(state, playerId)) return state;
      const roster = placePlayer(state.roster, playerId, event.data.slot);
      return {
        ...state,
        roster,
        ownPicks: [...state.ownPicks, { playerId, overallPick, slot: slotOf(roster, playerId), ...keeperFlag(event.data) }],
        pickClock: event.data.keeper ? state.pickClock : restartPickClock(state.pickClock, event.data.at),
      };
    }
    case 'PlayerTakenByOther': {
      const { playerId, overallPick } = event.data;
      if (isTaken(state, playerId)) return state;
      return {
        ...state,
        takenByOthers: [...state.takenByOthers, { playerId, overallPick, ...keeperFlag(event.data) }],
        pickClock: event.data.keeper ? state.pickClock : restartPickClock(state.pickClock, event.data.at),
      };
    }
    case 'PickUndone': {
      const { playerId, pick } = event.data;
      const undone = pick === 'own' ? undoOwnPick(state, playerId) : undoOtherPick(state, playerId);
      if (undone === state) return state;
      // An undo recorded before picks kept their numbers moved every later pick up a slot.
      const numbered = event.data.overallPick === undefined ? numberedBySlot(undone) : undone;
      return { ...numbered, pickClock: restartPickClock(state.pickClock, event.data.at) };
    }
    case 'PlayerAddedToRoster': {
      const { playerId, slot } = event.data;
      if (isTaken(state, playerId)) return state;
      return { ...state, roster: placePlayer(state.roster, playerId, slot) };
    }
    case 'PlayerRemovedFromRoster': {
      const removed = withoutRosterPlayer(state, event.data.playerId);
      // Dropping a drafted player frees his pick; before picks kept their numbers, the later ones moved up.
      const wasOwnPick = state.ownPicks.some((pick) => pick.playerId === event.data.playerId);
      return wasOwnPick && event.data.overallPick === undefined ? numberedBySlot(removed) : removed;
    }
    case 'SlotsSwapped':
      return { ...state, roster: applySwap(state.roster, event.data) };
    case 'ReportCardSaved':
      return { ...state, reportCard: { ...event.data, gradeBreakdown: [...event.data.gradeBreakdown] }, draftGrade: event.data.grade };
    case 'SleeperDraftLinked':
      return { ...state, sleeper: { draftId: event.data.draftId, draftSlot: event.data.draftSlot } };
    case 'SleeperDraftUnlinked':
      return { ...state, sleeper: null };
    case 'PickClockSet':
      return { ...state, pickClock: setPickClock(state.pickClock, event.data) };
    case 'TeamDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/** Folds a whole stream, starting from {@link initialTeamState}. */
export function foldTeamEvents(events: readonly TeamEvent[], state: TeamState = initialTeamState): TeamState {
  return events.reduce(evolve, state);
}

/** `keeper: true` on a kept player's pick; nothing on the others, so their state stays as it was. */
function keeperFlag(data: { keeper?: true }): { keeper?: true } {
  return data.keeper ? { keeper: true } : {};
}

function isTaken(state: TeamState, playerId: string): boolean {
  return isOnRoster(state.roster, playerId) || state.takenByOthers.some((pick) => pick.playerId === playerId);
}

function undoOwnPick(state: TeamState, playerId: string): TeamState {
  if (!state.ownPicks.some((pick) => pick.playerId === playerId)) return state;
  return withoutRosterPlayer(state, playerId);
}

function undoOtherPick(state: TeamState, playerId: string): TeamState {
  if (!state.takenByOthers.some((pick) => pick.playerId === playerId)) return state;
  return { ...state, takenByOthers: state.takenByOthers.filter((pick) => pick.playerId !== playerId) };
}

// A drafted player dropped in My Teams no longer counts as an own pick: otherwise the current
// overall pick would count a player the user no longer has, and that player could be recorded
// again elsewhere while still listed as ours. His pick number is open again, as after an undo.
function withoutRosterPlayer(state: TeamState, playerId: string): TeamState {
  if (!isOnRoster(state.roster, playerId)) return state;
  return {
    ...state,
    roster: removePlayer(state.roster, playerId),
    ownPicks: state.ownPicks.filter((pick) => pick.playerId !== playerId),
  };
}
