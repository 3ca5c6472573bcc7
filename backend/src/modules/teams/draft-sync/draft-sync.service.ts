import { ConflictException, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DRAFT_SYNC_MESSAGES, MAX_LIVE_SYNCS_PER_USER, type DraftPlatform, type DraftSyncStatusDto } from '@draftmode/domain';
import { RedisAvailability } from '../../../infra/redis/redis-availability';
import { DraftSyncPoller } from './draft-sync.poller';
import { DraftSyncScheduler } from './draft-sync.scheduler';
import { DraftSyncStore } from './draft-sync.store';

/**
 * Following a team's draft on Sleeper, ESPN or Yahoo (issue 35): what the platforms' link code
 * calls when a link starts or ends, the status the screen reads, and a poll on demand. The
 * polling itself is {@link DraftSyncScheduler} and {@link DraftSyncPoller}; each platform is an
 * adapter (`DRAFT_SYNC_ADAPTERS`).
 */
@Injectable()
export class DraftSync implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(DraftSync.name);

  constructor(
    private readonly store: DraftSyncStore,
    private readonly scheduler: DraftSyncScheduler,
    private readonly poller: DraftSyncPoller,
    private readonly availability: RedisAvailability,
  ) {}

  onModuleInit(): void {
    // A Redis that lost its data during an outage lost the schedules kept in it (issue 13).
    this.availability.onRecovered('rescheduling the draft syncs', () => this.scheduleLinked());
  }

  /** Picks up the teams that were linked when the previous process stopped. */
  async onApplicationBootstrap(): Promise<void> {
    await this.scheduleLinked();
  }

  /**
   * Refuses a new link when the user already follows {@link MAX_LIVE_SYNCS_PER_USER} drafts on
   * other teams (every platform's together): each is a poll every few seconds.
   * @throws ConflictException with the one line to show.
   */
  async assertRoomForLink(userId: string, teamId: string): Promise<void> {
    if ((await this.store.liveLinkCount(userId, teamId)) >= MAX_LIVE_SYNCS_PER_USER)
      throw new ConflictException(DRAFT_SYNC_MESSAGES.tooManyLinks(MAX_LIVE_SYNCS_PER_USER));
  }

  /** Starts following (or follows again from the first pick) the team's draft on the platform. */
  async linked(platform: DraftPlatform, teamId: string, userId: string): Promise<void> {
    await this.store.linked(platform, teamId, userId);
    await this.scheduler.schedule(platform, teamId);
  }

  /** Stops following and forgets the progress; the picks recorded stay. */
  async unlinked(platform: DraftPlatform, teamId: string): Promise<void> {
    await this.scheduler.unschedule(platform, teamId);
    await this.scheduler.settled(platform, teamId);
    await this.store.remove(platform, teamId);
  }

  /** A deleted team's syncs stop, every platform's, and their progress goes. */
  async teamDeleted(teamId: string): Promise<void> {
    for (const platform of this.poller.platforms) await this.unlinked(platform, teamId);
  }

  /** Every platform the team is linked on follows its draft again from the first pick (new settings). */
  async followAgain(teamId: string, userId: string): Promise<void> {
    for (const platform of this.poller.platforms) if (await this.store.get(platform, teamId)) await this.linked(platform, teamId, userId);
  }

  /** The team's sync on the platform, or null when it has no progress there (not linked). */
  async status(platform: DraftPlatform, teamId: string): Promise<DraftSyncStatusDto | null> {
    const row = await this.store.get(platform, teamId);
    if (!row) return null;
    return {
      platform,
      polling: !row.stopped && row.draftStatus !== 'complete' && (await this.scheduler.isScheduled(platform, teamId)),
      draftStatus: row.draftStatus,
      lastPolledAt: row.lastPolledAt,
      lastPickNo: row.lastPickNo,
      picksRecorded: row.picksRecorded,
      unmatchedPicks: row.unmatched,
      lastError: row.lastError,
      reconnect: row.reconnect,
    };
  }

  /** Every platform's sync of the team, the linked ones only. */
  async statuses(teamId: string): Promise<DraftSyncStatusDto[]> {
    const statuses = await Promise.all(this.poller.platforms.map((platform) => this.status(platform, teamId)));
    return statuses.filter((status): status is DraftSyncStatusDto => status !== null);
  }

  /** Polls once now and waits for it ("Sync now"); a stopped sync stays stopped until linked again. */
  async pollNow(platform: DraftPlatform, teamId: string): Promise<void> {
    await this.scheduler.pollNow(platform, teamId);
  }

  private async scheduleLinked(): Promise<void> {
    for (const platform of this.poller.platforms) {
      const linked = await this.poller.adapter(platform).linkedTeamIds();
      // A sync that stopped (after failures, or waiting for the user) waits for a new link, also across restarts.
      const stopped = await this.store.stoppedTeamIds(platform, linked);
      const live = linked.filter((teamId) => !stopped.has(teamId));
      for (const teamId of live) await this.scheduler.schedule(platform, teamId);
      if (live.length > 0) this.logger.log(`Draft sync: polling ${live.length} team(s) linked on ${platform}`);
    }
  }
}
