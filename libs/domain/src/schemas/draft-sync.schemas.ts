/**
 * One sync status for every draft room DraftMode follows (issue 35, item 5): Sleeper, ESPN and
 * Yahoo are adapters behind one poller, and the screen reads one shape whichever is linked.
 */

/** The draft rooms DraftMode can follow. */
export const DRAFT_PLATFORMS = ['sleeper', 'espn', 'yahoo'] as const;
export type DraftPlatform = (typeof DRAFT_PLATFORMS)[number];

/** Where a platform's draft stands, in one vocabulary for all three. */
export type SyncedDraftStatus = 'pre_draft' | 'drafting' | 'paused' | 'complete';

/** A platform pick the sync could not record, and why (never silently dropped or guessed). */
export interface UnmatchedPickDto {
  pickNo: number;
  round: number | null;
  /** The platform's id of the player, as it sent it. */
  platformPlayerId: string;
  /** The name, position and team the platform gave for the pick. */
  name: string;
  position: string | null;
  team: string | null;
  /** One line a person can read. */
  reason: string;
}

/** One team's sync with one platform: GET /api/teams/:id/draft-sync lists them. */
export interface DraftSyncStatusDto {
  platform: DraftPlatform;
  /** True while the draft is being polled: linked, not complete, not stopped after failures. */
  polling: boolean;
  draftStatus: SyncedDraftStatus | null;
  lastPolledAt: string | null;
  /** The highest platform pick number the sync has dealt with (recorded, already present or unmatched). */
  lastPickNo: number;
  /** Picks the sync recorded on this team (each platform pick at most once). */
  picksRecorded: number;
  unmatchedPicks: UnmatchedPickDto[];
  /** The last failure talking to the platform or recording a pick; cleared by the next good poll. */
  lastError: { message: string; at: string } | null;
  /** True when the failure needs the user (a Yahoo sign-in expired, ESPN cookies refused). */
  reconnect: boolean;
}
