import { DEFAULT_LEAGUE_SETTINGS, type LeagueSettings, type PickClock, type Roster, type RosterSlot } from '@draftmode/domain';
import { emptyRoster } from '../roster/roster-players';

/** One of the user's own draft picks. */
export interface OwnPick {
  playerId: string;
  overallPick: number;
  /** The slot auto-assigned when the pick was made; null when he went to the bench. */
  slot: RosterSlot | null;
  /** Kept from last season: recorded before the draft at the pick his round costs. */
  keeper?: true;
}

/** A player another team took, with the overall pick it was recorded at. */
export interface TakenByOther {
  playerId: string;
  overallPick: number;
  /** Kept by that team from last season (see {@link OwnPick.keeper}). */
  keeper?: true;
}

/** The saved report card (docs/draft-rules.md §1). */
export interface SavedReportCard {
  grade: string;
  percentage: number;
  gradeBreakdown: { playerId: string; grade: string; advice: string }[];
  savedAt: string;
}

/** The Sleeper draft a team follows for live sync (docs/draft-rules.md §5). */
export interface SleeperLink {
  draftId: string;
  draftSlot: number | null;
}

/** Everything the decider needs to know about one team, folded from its event stream. */
export interface TeamState {
  /** False until TeamCreated. */
  exists: boolean;
  /** True after TeamDeleted; a deleted team accepts no more commands. */
  deleted: boolean;
  teamId: string;
  userId: string;
  name: string;
  /** Practice drafts against bots, kept apart from real teams. */
  isMock: boolean;
  createdAt: string | null;
  settings: LeagueSettings;
  roster: Roster;
  /** The user's own picks in the order made. Every one of them is on the roster. */
  ownPicks: OwnPick[];
  /** Players taken by other teams in the order recorded. None of them is on the roster. */
  takenByOthers: TakenByOther[];
  reportCard: SavedReportCard | null;
  /** Letter or percentage saved from the report card, or null before. */
  draftGrade: string | null;
  sleeper: SleeperLink | null;
  /** The league's pick clock; null when it has none. */
  pickClock: PickClock | null;
}

/** The state of a stream with no events yet. */
export const initialTeamState: TeamState = {
  exists: false,
  deleted: false,
  teamId: '',
  userId: '',
  name: '',
  isMock: false,
  createdAt: null,
  settings: DEFAULT_LEAGUE_SETTINGS,
  roster: emptyRoster(),
  ownPicks: [],
  takenByOthers: [],
  reportCard: null,
  draftGrade: null,
  sleeper: null,
  pickClock: null,
};
