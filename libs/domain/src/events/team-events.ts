import type { ScoringFormat } from '../players/player';
import type { PointsPerStat } from '../players/scoring';
import type { DraftOrder, LeagueSize, RosterSlot, rosterSpotsOf, TradedPick } from '../teams/roster';

/**
 * Roster spots as events store them: those recorded before the SUPERFLEX, WRTE and WRRB kinds
 * existed have none of them, so readers pass them through `rosterSpotsOf`.
 */
export type StoredRosterSpots = Parameters<typeof rosterSpotsOf>[0];

/**
 * Events of one team's stream (`team-<id>`), docs/draft-rules.md §5 The `type` strings are stored and never
 * change; a payload change gets a new type or an upcast, never an edit.
 */
export type TeamEvent =
  | {
      type: 'TeamCreated';
      data: {
        teamId: string;
        userId: string;
        name: string;
        scoringFormat: ScoringFormat;
        leagueSize: LeagueSize;
        draftPosition: number;
        rosterSpots: StoredRosterSpots;
        /** Absent for a snake, and in events recorded before drafts had an order. */
        draftOrder?: DraftOrder;
        /** Absent for preset scoring, and in events recorded before per-stat scoring existed. */
        pointsPerStat?: PointsPerStat;
        /** Absent when no pick changed hands, and in events recorded before traded picks existed. */
        tradedPicks?: TradedPick[];
        /** Practice drafts against bots are teams too, kept apart from real teams. */
        isMock: boolean;
        createdAt: string;
      };
    }
  | { type: 'TeamRenamed'; data: { name: string } }
  | {
      type: 'LeagueSettingsChanged';
      /**
       * The league's whole settings. `draftOrder`, `pointsPerStat`, `tradedPicks`: absent for a
       * snake, preset scoring and no trades, as in events recorded before each existed.
       */
      data: {
        scoringFormat: ScoringFormat;
        leagueSize: LeagueSize;
        draftPosition: number;
        rosterSpots: StoredRosterSpots;
        draftOrder?: DraftOrder;
        pointsPerStat?: PointsPerStat;
        tradedPicks?: TradedPick[];
        /**
         * True from when picks kept their numbers through a change of settings that they all still
         * fit (ADR 0013); absent in events recorded before, after which every pick was renumbered
         * by slot, as those streams still read.
         */
        keepsPickNumbers?: true;
      };
    }
  /** The user's own pick during the draft; `keeper`: kept from last season, recorded before the draft at the pick it costs. */
  | { type: 'PlayerDrafted'; data: { playerId: string; slot: RosterSlot | null; overallPick: number; at: string; keeper?: true } }
  /** A player another team took (`keeper`: kept, as above). */
  | { type: 'PlayerTakenByOther'; data: { playerId: string; overallPick: number; at: string; keeper?: true } }
  /**
   * `at`: when the undo was recorded (events before the pick clock have none). `overallPick`: the
   * pick number it frees; no other pick changes. Undos recorded before picks kept their numbers
   * have none, and every later pick then moves up a slot, as it did when they were recorded.
   */
  | { type: 'PickUndone'; data: { playerId: string; pick: 'own' | 'other'; at?: string; overallPick?: number } }
  /** Roster editing outside the draft flow (My Teams). */
  | { type: 'PlayerAddedToRoster'; data: { playerId: string; slot: RosterSlot | null } }
  /** `overallPick`: the pick number a drafted player's removal frees (as `PickUndone`'s; none before picks kept their numbers). */
  | { type: 'PlayerRemovedFromRoster'; data: { playerId: string; overallPick?: number } }
  /**
   * `playerId` moves from `from` into `slot`. `displaced` is whoever now takes `from`: the previous
   * occupant of `slot` when he may play there, else null and that occupant goes to the bench.
   */
  | { type: 'SlotsSwapped'; data: { slot: RosterSlot; playerId: string; from: RosterSlot | 'bench'; displaced: string | null } }
  | {
      type: 'ReportCardSaved';
      data: {
        grade: string;
        percentage: number;
        gradeBreakdown: { playerId: string; grade: string; advice: string }[];
        savedAt: string;
      };
    }
  | { type: 'SleeperDraftLinked'; data: { draftId: string; draftSlot: number | null } }
  | { type: 'SleeperDraftUnlinked'; data: Record<string, never> }
  /** The league's pick clock set, changed, turned off (`secondsPerPick` null), paused or resumed at `at`. */
  | { type: 'PickClockSet'; data: { secondsPerPick: number | null; paused: boolean; at: string } }
  | { type: 'TeamDeleted'; data: { deletedAt: string } };

export type TeamEventType = TeamEvent['type'];

export const TEAM_EVENT_TYPES: readonly TeamEventType[] = [
  'TeamCreated',
  'TeamRenamed',
  'LeagueSettingsChanged',
  'PlayerDrafted',
  'PlayerTakenByOther',
  'PickUndone',
  'PlayerAddedToRoster',
  'PlayerRemovedFromRoster',
  'SlotsSwapped',
  'ReportCardSaved',
  'SleeperDraftLinked',
  'SleeperDraftUnlinked',
  'PickClockSet',
  'TeamDeleted',
];

/** Who caused an event and why; stored beside every event. */
export interface EventMetadata {
  userId: string;
  commandId: string;
  correlationId: string;
  causationId: string | null;
}

/** An event as read back from the store. */
export interface RecordedEvent<E extends TeamEvent = TeamEvent> {
  /** Global order across all streams; positions can have gaps (rolled-back appends), so never assume contiguity. */
  position: number;
  streamId: string;
  /** 1 for a stream's first event. */
  version: number;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  occurredAt: string;
}

export const TEAM_STREAM_PREFIX = 'team-';
export const teamStreamId = (teamId: string): string => `${TEAM_STREAM_PREFIX}${teamId}`;
/** The team id of a team stream id, or null for a stream of another kind. */
export const teamIdOfStream = (streamId: string): string | null =>
  streamId.startsWith(TEAM_STREAM_PREFIX) ? streamId.slice(TEAM_STREAM_PREFIX.length) : null;
