import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PICK_CLOCK_SECONDS, SLEEPER_MESSAGES, teamIdOfStream } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import { DataSource } from 'typeorm';
import type { DraftSyncAdapter, ReadDraftResult, SyncedPick } from '../draft-sync/draft-sync.adapter';
import { SleeperApiError, SleeperClient, type SleeperDraft, type SleeperPick } from './sleeper.client';
import { rosterSlots } from './sleeper-league';
import { SleeperPlayerMatcher } from './sleeper-player-matcher';

/**
 * The pick clock a Sleeper draft asks for: its timer, running while Sleeper drafts and paused before
 * the draft starts or while Sleeper has it paused; null for a draft without a timer or one that is over.
 */
export function sleeperPickClock(draft: SleeperDraft): { secondsPerPick: number; paused: boolean } | null {
  if (draft.pickTimer === null || draft.status === 'complete') return null;
  return {
    secondsPerPick: Math.min(PICK_CLOCK_SECONDS.max, Math.max(PICK_CLOCK_SECONDS.min, draft.pickTimer)),
    paused: draft.status !== 'drafting',
  };
}

/**
 * Whether a Sleeper pick is the user's. It is one their roster made (Sleeper's `roster_id`, the
 * owner after trades), or, where Sleeper names no rosters, one of their slot by the draft order and
 * the team's traded picks. Linked without a slot, the team's own slot cannot be told apart: null,
 * so every pick is another team's at the next open number.
 */
export function sleeperPickIsOwn(
  pick: SleeperPick,
  linkedSlot: number | null,
  userRoster: number | undefined,
  settings: TeamState['settings'],
): boolean | null {
  if (linkedSlot === null) return null;
  const slot = settings.tradedPicks?.find((traded) => traded.pick === pick.pickNo)?.slot ?? pick.draftSlot;
  return userRoster !== undefined && pick.rosterId !== null ? pick.rosterId === userRoster : slot === linkedSlot;
}

/**
 * Sleeper behind the draft sync: the team's link is in its event stream (SleeperDraftLinked);
 * a read is the draft (status, timer) and its picks, matched to the pool by Sleeper id, then name.
 */
@Injectable()
export class SleeperDraftSyncAdapter implements DraftSyncAdapter {
  readonly platform = 'sleeper' as const;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: SleeperClient,
    private readonly matcher: SleeperPlayerMatcher,
  ) {}

  async readDraft(teamId: string, state: TeamState): Promise<ReadDraftResult> {
    if (state.sleeper === null) return { kind: 'unlinked' };
    const { draftId, draftSlot } = state.sleeper;
    let draft: SleeperDraft | null;
    let picks: SleeperPick[];
    try {
      [draft, picks] = await Promise.all([this.client.draft(draftId), this.client.picks(draftId)]);
    } catch (error) {
      const message = error instanceof SleeperApiError ? error.message : `Polling Sleeper failed: ${messageOf(error)}`;
      return { kind: 'failed', message };
    }
    if (draft === null) return { kind: 'failed', message: SLEEPER_MESSAGES.draftNotFound(draftId) };
    const slotOfRoster = rosterSlots(draft, picks);
    const rosterOfSlot = new Map([...slotOfRoster].map(([roster, slot]) => [slot, roster]));
    const userRoster = draftSlot === null ? undefined : rosterOfSlot.get(draftSlot);
    return {
      kind: 'draft',
      draft: {
        draftKey: draftId,
        status: draft.status,
        pickClock: sleeperPickClock(draft),
        picks: picks.map((pick) => this.syncedPick(pick, sleeperPickIsOwn(pick, draftSlot, userRoster, state.settings))),
      },
    };
  }

  private syncedPick(pick: SleeperPick, own: boolean | null): SyncedPick {
    const match = this.matcher.match(pick);
    return {
      pickNo: pick.pickNo,
      round: pick.round,
      playerId: 'player' in match ? match.player.id : null,
      ...('reason' in match ? { reason: match.reason } : {}),
      own,
      ...(pick.isKeeper ? { keeper: true } : {}),
      platformPlayerId: pick.playerId,
      name: `${pick.firstName} ${pick.lastName}`.trim(),
      position: pick.position,
      team: pick.team,
    };
  }

  /** Teams whose latest Sleeper-related event is a link. */
  async linkedTeamIds(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT stream_id FROM (
         SELECT DISTINCT ON (stream_id) stream_id, type FROM events
          WHERE type IN ('SleeperDraftLinked', 'SleeperDraftUnlinked', 'TeamDeleted') AND stream_id LIKE 'team-%'
          ORDER BY stream_id, version DESC
       ) latest WHERE type = 'SleeperDraftLinked'`,
    )) as { stream_id: string }[];
    return rows.map((row) => teamIdOfStream(row.stream_id)).filter((id): id is string => id !== null);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
