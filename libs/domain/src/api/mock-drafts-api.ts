import type { ScoringFormat } from '../players/player';
import type { MockSpeed } from '../schemas/mock-draft.schemas';
import type { LeagueSize } from '../teams/roster';

/** Response shapes of /api/mock-drafts (issue 9), shared by the backend and the frontend. */

/** running: the bots pick (and wait at the user's turn); paused: nothing moves; finished: every pick made. */
export type MockDraftStatus = 'running' | 'paused' | 'finished';

/** A mock draft as the list shows it. `teamId` is the mock team: draft on it with /api/teams/:teamId/picks. */
export interface MockDraftDto {
  id: string;
  teamId: string;
  name: string;
  sourceTeamId: string | null;
  status: MockDraftStatus;
  speed: MockSpeed;
  autoPick: boolean;
  seed: number;
  scoringFormat: ScoringFormat;
  leagueSize: LeagueSize;
  draftPosition: number;
  rounds: number;
  totalPicks: number;
  /** Picks made so far (the user's and the bots'). */
  picksMade: number;
  /** The pick on the clock, null once finished. */
  currentOverallPick: number | null;
  /** The draft slot on the clock, null once finished. */
  slotOnTheClock: number | null;
  /** True when the user is on the clock (the bots wait). */
  userOnTheClock: boolean;
  /** The mock team's stream version, for the next command on it. */
  version: number;
  /** The saved report card's grade once finished. */
  reportCard: { grade: string; percentage: number } | null;
  /**
   * Why the draft is paused when the bots could not make their pick after retrying (null when the
   * user paused it, or it is not paused). Resuming clears it. Always sent by the API.
   */
  pausedReason?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One pick in a mock draft. */
export interface MockDraftPickDto {
  overallPick: number;
  round: number;
  playerId: string;
  position: string | null;
}

/** One of the mock draft's teams: the user's (`isUser`) or a bot's, by draft slot. */
export interface MockDraftTeamDto {
  slot: number;
  name: string;
  isUser: boolean;
  picks: MockDraftPickDto[];
}

/** GET /api/mock-drafts/:id: the summary plus every team's picks by slot. */
export interface MockDraftDetailDto extends MockDraftDto {
  teams: MockDraftTeamDto[];
}
