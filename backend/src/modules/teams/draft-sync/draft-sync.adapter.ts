import type { DraftPlatform, SyncedDraftStatus } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';

/**
 * One pick as a platform's draft lists it, mapped to the pool by the adapter (platform id first,
 * then name, position and team) or with the reason it could not be.
 */
export interface SyncedPick {
  /** The platform's overall pick number (1-based): DraftMode records the pick at this number. */
  pickNo: number;
  round: number | null;
  /** The pool player, or null when `reason` says why there is none. */
  playerId: string | null;
  reason?: string;
  /**
   * Whether the linked user's team made it (after trades); null when the link names no team of
   * the user's, so every pick is recorded as another team's at the next open number.
   */
  own: boolean | null;
  keeper?: boolean;
  /** What the platform said of the player, for the unmatched list. */
  platformPlayerId: string;
  name: string;
  position: string | null;
  team: string | null;
}

/** One read of a linked platform draft. */
export interface PlatformDraft {
  /** Names the draft in the picks' command ids (`<platform>-<draftKey>-<pickNo>`): stable across polls. */
  draftKey: string;
  status: SyncedDraftStatus;
  /** Every pick made so far, in pick order. */
  picks: SyncedPick[];
  /** The pick clock the platform runs, to follow; null or absent leaves the team's clock alone. */
  pickClock?: { secondsPerPick: number; paused: boolean } | null;
}

/**
 * What reading the draft gave: the draft; `unlinked` when the team has no link on this platform
 * any more (the poller stops); or a failure as one line for the user, never holding a token or a
 * cookie. `reconnect` says the user must sign in or give credentials again (no retry helps).
 */
export type ReadDraftResult =
  { kind: 'draft'; draft: PlatformDraft } | { kind: 'unlinked' } | { kind: 'failed'; message: string; reconnect?: boolean };

/**
 * A draft room DraftMode follows. The poller (DraftSyncPoller) owns the rest: one poll per team
 * across processes, the cursor, recording each new pick through RecordPicks at `pickNo`, the
 * unmatched list, back-off after failures and stopping when the draft is complete.
 */
export interface DraftSyncAdapter {
  readonly platform: DraftPlatform;
  /** Teams linked on this platform now: scheduled again when the process starts. */
  linkedTeamIds(): Promise<string[]>;
  /** Reads the team's linked draft once. Throws only for DraftMode's own faults. */
  readDraft(teamId: string, state: TeamState): Promise<ReadDraftResult>;
}

/** The Nest token under which the module provides every adapter (an array). */
export const DRAFT_SYNC_ADAPTERS = Symbol('DRAFT_SYNC_ADAPTERS');
