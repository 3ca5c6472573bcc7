import type { DraftOrder, LeagueSize, PointsPerStat, RosterSlot, RosterSpots, ScoringFormat, TradedPick } from '@draftmode/domain';

/**
 * What a user asks of one team (docs/draft-rules.md §5). The stream version and command id travel in the
 * envelope around a command, not in it: they are the event store's business, not the rules'.
 */
export type TeamCommand =
  | {
      type: 'CreateTeam';
      data: {
        teamId: string;
        userId: string;
        name: string;
        scoringFormat: ScoringFormat;
        leagueSize: LeagueSize;
        draftPosition: number;
        /** Defaults to the default roster spots (docs/draft-rules.md §1). */
        rosterSpots?: RosterSpots;
        /** Defaults to a snake. */
        draftOrder?: DraftOrder;
        /** Defaults to the preset scoring everyone. */
        pointsPerStat?: PointsPerStat | null;
        /** Defaults to no trades. */
        tradedPicks?: TradedPick[];
        isMock?: boolean;
      };
    }
  | { type: 'RenameTeam'; data: { name: string } }
  | {
      type: 'ChangeLeagueSettings';
      data: {
        scoringFormat: ScoringFormat;
        leagueSize: LeagueSize;
        draftPosition: number;
        /** Defaults to the team's current roster spots. */
        rosterSpots?: RosterSpots;
        /** Defaults to the team's current draft order. */
        draftOrder?: DraftOrder;
        /** Defaults to the team's current per-stat scoring; null returns to the preset. */
        pointsPerStat?: PointsPerStat | null;
        /** Defaults to the team's current trades; an empty list clears them. */
        tradedPicks?: TradedPick[];
      };
    }
  | { type: 'DeleteTeam'; data: Record<string, never> }
  /** The user's own pick during the draft. */
  | { type: 'DraftPlayer'; data: { playerId: string } }
  /** One tap on the draft screen: another team took this player. */
  | { type: 'RecordTakenByOther'; data: { playerId: string } }
  /** Undoes an own pick or a taken-by-other record, whichever the player has. */
  | { type: 'UndoPick'; data: { playerId: string } }
  /** Roster editing in My Teams, outside the draft flow. */
  | { type: 'AddPlayerToRoster'; data: { playerId: string } }
  | { type: 'RemovePlayerFromRoster'; data: { playerId: string } }
  | { type: 'SwapSlots'; data: { slot: RosterSlot; playerId: string } }
  | {
      type: 'SaveReportCard';
      data: { grade: string; percentage: number; gradeBreakdown: { playerId: string; grade: string; advice: string }[] };
    }
  | {
      type: 'LinkSleeperDraft';
      /** `pickClock`: the Sleeper draft's pick timer, which the league's clock takes with the link. */
      data: { draftId: string; draftSlot: number | null; pickClock?: { secondsPerPick: number; paused: boolean } | null };
    }
  | { type: 'UnlinkSleeperDraft'; data: Record<string, never> }
  /** Sets the league's pick clock: seconds per pick (null: off) and whether it is paused. */
  | { type: 'SetPickClock'; data: { secondsPerPick: number | null; paused: boolean } }
  /**
   * A keeper: a player a team keeps from last season, recorded before the draft at the pick it
   * costs (the round's pick of the team in draft slot `draftSlot`; the user's own slot keeps him
   * on the user's roster).
   */
  | { type: 'RecordKeeper'; data: { playerId: string; draftSlot: number; round: number } }
  /**
   * Several picks in draft order in one go (a pasted pick list, a draft room's picks): each as
   * DraftPlayer (own) or RecordTakenByOther would, or at its `overallPick` when the room numbers it;
   * `keeper` marks a player the room lists as kept at that pick (Sleeper's `is_keeper`).
   */
  | { type: 'RecordPicks'; data: { picks: { playerId: string; own: boolean; overallPick?: number; keeper?: true }[] } };

/** The `type` of every team command. */
export type TeamCommandType = TeamCommand['type'];
