import { Injectable } from '@nestjs/common';
import type { SleeperSyncStatusDto } from '@draftmode/domain';
import type { SleeperLink } from '@draftmode/draft-core';
import { EventStore } from '../../../infra/event-store/event-store';
import { TeamReadModels } from '../queries/team-read-models';
import { SleeperPollScheduler } from './sleeper-poll.scheduler';
import { SleeperSyncStore } from './sleeper-sync.store';
import { loadTeamStream } from '../team-stream.loader';

/** The Sleeper sync status of a team: the link from its event stream, the progress from `sleeper_sync`. */
@Injectable()
export class SleeperSyncStatusQuery {
  constructor(
    private readonly readModels: TeamReadModels,
    private readonly store: EventStore,
    private readonly syncStore: SleeperSyncStore,
    private readonly scheduler: SleeperPollScheduler,
  ) {}

  /** @throws NotFoundException for a missing team and for another user's team alike. */
  async status(teamId: string, userId: string): Promise<SleeperSyncStatusDto> {
    await this.readModels.summary(teamId, userId);
    const link = await this.linkOf(teamId);
    const row = link ? await this.syncStore.get(teamId) : null;
    const progress = row && link && row.draftId === link.draftId ? row : null;
    return {
      linked: link !== null,
      draftId: link?.draftId ?? null,
      draftSlot: link?.draftSlot ?? null,
      polling: link !== null && (await this.scheduler.isScheduled(teamId)),
      draftStatus: progress?.draftStatus ?? null,
      lastPolledAt: progress?.lastPolledAt ?? null,
      lastPickNo: progress?.lastPickNo ?? 0,
      picksRecorded: progress?.picksRecorded ?? 0,
      unmatchedPicks: progress?.unmatched ?? [],
      lastError: progress?.lastError ?? null,
    };
  }

  /** The Sleeper draft the team is linked to now, or null (also for a deleted team). */
  async linkOf(teamId: string): Promise<SleeperLink | null> {
    const { state } = await loadTeamStream(this.store, teamId);
    return state.exists && !state.deleted ? state.sleeper : null;
  }
}
