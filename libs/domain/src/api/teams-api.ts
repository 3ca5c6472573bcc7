import type { ScoringFormat } from '../players/player';
import type { PointsPerStat } from '../players/scoring';
import type { TeamEventMessage } from '../realtime/socket-contracts';
import type { PickClock } from '../teams/pick-clock';
import type { DraftOrder, LeagueSize, RosterPositions, RosterSlot, RosterSpots, TradedPick } from '../teams/roster';

/**
 * Response shapes of /api/teams and /api/watch, shared by the backend that answers them and the
 * frontend that reads them.
 */

/** A team as My Teams lists it. `version` is the stream version to send back with the next command. */
export interface TeamSummaryDto {
  id: string;
  userId: string;
  name: string;
  scoringFormat: ScoringFormat;
  leagueSize: LeagueSize;
  draftPosition: number;
  rosterSpots: RosterSpots;
  /** Absent for a snake. */
  draftOrder?: DraftOrder;
  /** Absent: the preset scores everyone. */
  pointsPerStat?: PointsPerStat;
  /** Absent: no pick changed hands. */
  tradedPicks?: TradedPick[];
  draftGrade: string | null;
  playerCount: number;
  isMock: boolean;
  version: number;
  createdAt: string;
}

/** One of the user's own picks, with the slot auto-assigned when it was made (null: bench). */
export interface OwnPickDto {
  playerId: string;
  overallPick: number;
  slot: RosterSlot | null;
  /** Kept from last season, recorded before the draft at the pick his round costs. */
  keeper?: true;
}

export interface RosterDto {
  playerIds: string[];
  positions: RosterPositions;
  bench: string[];
  ownPicks: OwnPickDto[];
}

export interface TakenByOtherDto {
  playerId: string;
  overallPick: number;
  position: string | null;
  adp: number | null;
}

export interface LiveGradeDto {
  letter: string;
  percentage: number;
  isFinal: boolean;
}

/** Everything the draft screen needs about one team. */
export interface TeamDetailDto {
  team: TeamSummaryDto;
  roster: RosterDto;
  takenByOthers: TakenByOtherDto[];
  liveGrade: LiveGradeDto | null;
  /** The league's pick clock; null (or absent) when it has none. */
  pickClock?: PickClock | null;
  version: number;
}

/** What every team command answers: the version after it and the team as it now stands (null once deleted). */
export interface TeamCommandResult {
  /** The stream version after the command (for a retried command id: after its first attempt). */
  version: number;
  /** True when this command id had already been accepted and nothing new was written. */
  duplicate: boolean;
  team: TeamDetailDto | null;
}

export interface DraftHistoryEntryDto {
  userId: string;
  teamId: string;
  draftData: Record<string, unknown>;
  completedAt: string;
  draftDuration: number | null;
  aiRecommendationsUsed: number;
}

/** Fields of a team a watcher may see (no owner id). */
export const WATCHED_TEAM_FIELDS = [
  'id',
  'name',
  'scoringFormat',
  'leagueSize',
  'draftPosition',
  'rosterSpots',
  'draftGrade',
  'playerCount',
] as const;

/** The league rules a watch link carries when the league has them: its grades follow them. */
export const WATCHED_LEAGUE_RULES = ['pointsPerStat', 'draftOrder', 'tradedPicks'] as const;

/**
 * What a watch link shows: the draft screen's read models without the owner's personal data, and
 * the league's points per stat, draft order and traded picks when it has them (its grades and
 * chances follow them).
 */
export type WatchedTeamDto = Omit<TeamDetailDto, 'team'> & {
  team: Pick<TeamSummaryDto, (typeof WATCHED_TEAM_FIELDS)[number] | (typeof WATCHED_LEAGUE_RULES)[number]>;
};

/** A created watch link: the secret token (shown once) and the page that shows the team. */
export interface WatchLinkDto {
  token: string;
  url: string;
}

/** A `team.event` socket message: the event with what it changed of the read models (roster and live grade null once the team is deleted). */
export type TeamEventPayload = TeamEventMessage<RosterDto | null, TakenByOtherDto, LiveGradeDto | null>;

/** The read models a `team.event` message changes, whole: the roster, the board and the live grade (nulls once the team is deleted). */
export interface TeamModels {
  roster: RosterDto | null;
  board: TakenByOtherDto[] | null;
  liveGrade: LiveGradeDto | null;
  /** The pick clock; absent where a message does not carry it. */
  pickClock?: PickClock | null;
}
