import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { DraftPlatform } from '@draftmode/domain';
import { APP_CONFIG, type RuntimeConfig } from '../../../infra/config/app-config';
import { RedisAvailability } from '../../../infra/redis/redis-availability';
import { REDIS_CLIENT, type RedisClient } from '../../../infra/redis/redis.module';
import { closeWorker } from '../../../infra/redis/close-redis';
import { ReadyWorker } from '../../../infra/redis/ready-worker';
import { redisNamespace } from '../../../infra/redis/redis-namespace';
import { DraftSyncPoller } from './draft-sync.poller';
import { DraftSyncStore } from './draft-sync.store';

export const DRAFT_SYNC_QUEUE = 'draft-sync';

interface PollJob {
  platform: DraftPlatform;
  teamId: string;
}

/** The id of a team's repeatable poll of one platform, in BullMQ's job schedulers. */
export function draftSyncSchedulerId(platform: DraftPlatform, teamId: string): string {
  return `${platform}-poll-${teamId}`;
}

/**
 * Polls every linked team's draft every DRAFT_SYNC_POLL_MS, whichever platform it is on. With
 * REDIS_URL each team and platform has a repeatable BullMQ job (a job scheduler on the `draft-sync`
 * queue), so one of the processes polls it and the schedule survives restarts; without Redis this
 * process keeps a timer per team. A team stops being polled when it is unlinked or deleted, or when
 * the poller answers 'stop' (the draft is complete, or the sync stopped after failures).
 */
@Injectable()
export class DraftSyncScheduler implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(DraftSyncScheduler.name);
  private queue?: Queue<PollJob>;
  private worker?: ReadyWorker<PollJob>;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Polls running in this process right now; a tick that finds its team here is skipped. */
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient | null,
    private readonly poller: DraftSyncPoller,
    private readonly store: DraftSyncStore,
    private readonly availability: RedisAvailability,
  ) {}

  onModuleInit(): void {
    if (!this.redis) return;
    // Like the email queue: BullMQ drives the app's node-redis client, named after the database.
    const prefix = `${redisNamespace(this.config)}:bull`;
    this.queue = new Queue<PollJob>(DRAFT_SYNC_QUEUE, { connection: this.redis, prefix });
    // While Redis is down every reconnection attempt is an error; RedisAvailability reports the outage once.
    this.queue.on('error', (error) => this.availability.isUp && this.logger.error(`Draft sync queue: ${error.message}`));
    this.worker = new ReadyWorker<PollJob>(
      {
        queue: DRAFT_SYNC_QUEUE,
        processor: (job) => this.tick(job.data.platform, job.data.teamId),
        options: { connection: this.redis, prefix, concurrency: 4 },
        listen: (worker) =>
          worker.on('error', (error) => this.availability.isUp && this.logger.error(`Draft sync worker: ${error.message}`)),
      },
      this.logger,
    );
  }

  /** Starts (or keeps) polling the team's draft on the platform; the first poll runs right away. */
  async schedule(platform: DraftPlatform, teamId: string): Promise<void> {
    if (this.stopping) return;
    if (this.queue) {
      await this.queue.upsertJobScheduler(
        draftSyncSchedulerId(platform, teamId),
        { every: this.config.draftSync.pollMs },
        { name: 'poll', data: { platform, teamId }, opts: { removeOnComplete: true, removeOnFail: true } },
      );
      return;
    }
    const key = draftSyncSchedulerId(platform, teamId);
    if (!this.timers.has(key)) {
      this.timers.set(
        key,
        setInterval(() => void this.tick(platform, teamId), this.config.draftSync.pollMs),
      );
    }
    void this.tick(platform, teamId);
  }

  /** Stops polling the team on the platform (the poll that is running, if any, finishes). */
  async unschedule(platform: DraftPlatform, teamId: string): Promise<void> {
    const key = draftSyncSchedulerId(platform, teamId);
    const timer = this.timers.get(key);
    if (timer) clearInterval(timer);
    this.timers.delete(key);
    if (this.queue) await this.queue.removeJobScheduler(key);
  }

  /** True while the team has a schedule on the platform (in this process, or in Redis). */
  async isScheduled(platform: DraftPlatform, teamId: string): Promise<boolean> {
    const key = draftSyncSchedulerId(platform, teamId);
    if (this.queue) return (await this.queue.getJobScheduler(key)) != null;
    return this.timers.has(key);
  }

  /** Waits for the team's poll in this process, if one is running. */
  async settled(platform: DraftPlatform, teamId: string): Promise<void> {
    await this.running.get(draftSyncSchedulerId(platform, teamId));
  }

  /** One poll now, in this process (after the one running, if any); waits for it. */
  async pollNow(platform: DraftPlatform, teamId: string): Promise<void> {
    await this.settled(platform, teamId);
    await this.tick(platform, teamId);
  }

  /** One poll; never throws, since a timer or worker has no one to throw to. */
  private tick(platform: DraftPlatform, teamId: string): Promise<void> {
    const key = draftSyncSchedulerId(platform, teamId);
    if (this.stopping) return Promise.resolve();
    const current = this.running.get(key);
    if (current) return current;
    const run = (async () => {
      try {
        const outcome = await this.poller.poll(platform, teamId);
        if (outcome === 'continue') return;
        await this.unschedule(platform, teamId);
        // Linked again while the poll decided to stop (in this process or another): keep polling the new link.
        if (outcome.generation === null) return;
        const current = await this.store.generation(platform, teamId);
        if (current !== null && current !== outcome.generation) await this.schedule(platform, teamId);
      } catch (error) {
        this.logger.error(
          `Draft sync (${platform}) of team ${teamId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }
    })().finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }

  /** Lets running polls finish and closes the worker before the database and Redis close. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
    await closeWorker(this.worker, this.redis);
    await Promise.allSettled([...this.running.values()]);
    await this.queue?.close();
  }
}
