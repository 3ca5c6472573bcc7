/**
 * One sync status for every draft room DraftMode follows (issue 35, item 5): Sleeper, ESPN and
 * Yahoo are adapters behind one poller, and the screen reads one shape whichever is linked.
 */

/** The draft rooms DraftMode can follow. */
export const DRAFT_PLATFORMS = ['sleeper', 'espn', 'yahoo'] as const;
export type DraftPlatform = (typeof DRAFT_PLATFORMS)[number];

/** The platforms' names as the screen and messages write them. */
export const DRAFT_PLATFORM_NAMES: Record<DraftPlatform, string> = { sleeper: 'Sleeper', espn: 'ESPN', yahoo: 'Yahoo' };

/** Drafts one user may have followed at a time, all platforms together: each is a poll every few seconds. */
export const MAX_LIVE_SYNCS_PER_USER = 5;

export const DRAFT_SYNC_MESSAGES = {
  tooManyLinks: (max: number) =>
    `You can follow at most ${max} drafts at a time (Sleeper, ESPN and Yahoo together). Unlink one you no longer need first.`,
  stoppedAfterFailures: (failures: number, lastError: string) =>
    `Live sync stopped after ${failures} failed attempts in a row (last: ${lastError}). Link the draft again to resume.`,
  /** Added to a refused pick's reason when the team's settings give that pick to another side. */
  settingsDiffer: (platform: DraftPlatform) =>
    `the team's league settings differ from the ${DRAFT_PLATFORM_NAMES[platform]} league's: take them under Draft room sync › ${DRAFT_PLATFORM_NAMES[platform]}`,
} as const;

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

/** GET /api/teams/:id/draft-sync: the team's syncs, one per linked platform. */
export interface DraftSyncListDto {
  syncs: DraftSyncStatusDto[];
}
