import { Injectable } from '@nestjs/common';
import type { SleeperSyncStatusDto } from '@draftmode/domain';
import { EventStore } from '../../../infra/event-store/event-store';
import { DraftSync } from '../draft-sync/draft-sync.service';
import { TeamReadModels } from '../queries/team-read-models';
import { loadTeamStream } from '../team-stream.loader';

/** The Sleeper sync status of a team: the link from its event stream, the progress from the draft sync. */
@Injectable()
export class SleeperSyncStatusQuery {
  constructor(
    private readonly readModels: TeamReadModels,
    private readonly store: EventStore,
    private readonly sync: DraftSync,
  ) {}

  /** @throws NotFoundException for a missing team and for another user's team alike. */
  async status(teamId: string, userId: string): Promise<SleeperSyncStatusDto> {
    await this.readModels.summary(teamId, userId);
    const { state } = await loadTeamStream(this.store, teamId);
    const link = state.exists && !state.deleted ? state.sleeper : null;
    const progress = link ? await this.sync.status('sleeper', teamId) : null;
    return {
      linked: link !== null,
      draftId: link?.draftId ?? null,
      draftSlot: link?.draftSlot ?? null,
      polling: progress?.polling ?? false,
      draftStatus: progress?.draftStatus ?? null,
      lastPolledAt: progress?.lastPolledAt ?? null,
      lastPickNo: progress?.lastPickNo ?? 0,
      picksRecorded: progress?.picksRecorded ?? 0,
      unmatchedPicks: progress?.unmatchedPicks ?? [],
      lastError: progress?.lastError ?? null,
      reconnect: progress?.reconnect ?? false,
    };
  }
}
