import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { APP_CONFIG, type RuntimeConfig } from '../../../infra/config/app-config';
import { RedisAvailability } from '../../../infra/redis/redis-availability';
import { REDIS_CLIENT, type RedisClient } from '../../../infra/redis/redis.module';
import { closeWorker } from '../../../infra/redis/close-redis';
import { redisNamespace } from '../../../infra/redis/redis-namespace';
import { SleeperDraftPoller } from './sleeper-draft.poller';
import { SleeperSyncStore } from './sleeper-sync.store';

export const SLEEPER_SYNC_QUEUE = 'sleeper-sync';

interface PollJob {
  teamId: string;
}

/** The id of a team's repeatable poll, in BullMQ's job schedulers. */
export function sleeperSchedulerId(teamId: string): string {
  return `sleeper-poll-${teamId}`;
}

/**
 * Polls every linked team's Sleeper draft every SLEEPER_POLL_MS. With REDIS_URL each team has a
 * repeatable BullMQ job (a job scheduler on the `sleeper-sync` queue), so one of the processes
 * polls it and the schedule survives restarts; without Redis this process keeps a timer per team.
 * On start-up the linked teams are read from the event store and scheduled again. A team stops
 * being polled when it is unlinked or deleted, or when Sleeper reports its draft complete.
 */
@Injectable()
export class SleeperPollScheduler implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SleeperPollScheduler.name);
  private queue?: Queue<PollJob>;
  private worker?: Worker<PollJob>;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Teams being polled by this process right now; a tick that finds its team here is skipped. */
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient | null,
    private readonly poller: SleeperDraftPoller,
    private readonly syncStore: SleeperSyncStore,
    private readonly availability: RedisAvailability,
  ) {}

  onModuleInit(): void {
    if (!this.redis) return;
    // Like the email queue: BullMQ drives the app's node-redis client, named after the database.
    const prefix = `${redisNamespace(this.config)}:bull`;
    this.queue = new Queue<PollJob>(SLEEPER_SYNC_QUEUE, {
      connection: this.redis,
      prefix,
    });
    // While Redis is down every reconnection attempt is an error; RedisAvailability reports the outage once.
    this.queue.on('error', (error) => this.availability.isUp && this.logger.error(`Sleeper sync queue: ${error.message}`));
    this.worker = new Worker<PollJob>(SLEEPER_SYNC_QUEUE, (job) => this.tick(job.data.teamId), {
      connection: this.redis,
      prefix,
      concurrency: 4,
    });
    this.worker.on('error', (error) => this.availability.isUp && this.logger.error(`Sleeper sync worker: ${error.message}`));
    // A Redis that lost its data during an outage lost the schedules kept in it (issue 13).
    this.availability.onRecovered('rescheduling Sleeper sync', () => this.scheduleLinked());
  }

  /**
   * Picks up the teams that were linked when the previous process stopped. A schedule left behind
   * for a team no longer linked needs no sweep here: its next poll finds no link and removes it.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.scheduleLinked();
  }

  private async scheduleLinked(): Promise<void> {
    if (this.stopping) return;
    const linked = await this.syncStore.linkedTeamIds();
    for (const teamId of linked) await this.schedule(teamId);
    if (linked.length > 0) this.logger.log(`Sleeper sync: polling ${linked.length} linked team(s)`);
  }

  /** Starts (or keeps) polling the team; the first poll runs right away. */
  async schedule(teamId: string): Promise<void> {
    if (this.stopping) return;
    if (this.queue) {
      await this.queue.upsertJobScheduler(
        sleeperSchedulerId(teamId),
        { every: this.config.sleeper.pollMs },
        {
          name: 'poll',
          data: { teamId },
          opts: { removeOnComplete: true, removeOnFail: true },
        },
      );
      return;
    }
    if (!this.timers.has(teamId)) {
      this.timers.set(
        teamId,
        setInterval(() => void this.tick(teamId), this.config.sleeper.pollMs),
      );
    }
    void this.tick(teamId);
  }

  /** Stops polling the team (the poll that is running, if any, finishes). */
  async unschedule(teamId: string): Promise<void> {
    const timer = this.timers.get(teamId);
    if (timer) clearInterval(timer);
    this.timers.delete(teamId);
    if (this.queue) await this.queue.removeJobScheduler(sleeperSchedulerId(teamId));
  }

  /** True while the team has a schedule (in this process, or in Redis). */
  async isScheduled(teamId: string): Promise<boolean> {
    if (this.queue) return (await this.queue.getJobScheduler(sleeperSchedulerId(teamId))) != null;
    return this.timers.has(teamId);
  }

  /** Waits for the team's poll in this process, if one is running. */
  async settled(teamId: string): Promise<void> {
    await this.running.get(teamId);
  }

  /** One poll; never throws, since a timer or worker has no one to throw to. */
  private tick(teamId: string): Promise<void> {
    if (this.stopping || this.running.has(teamId)) return Promise.resolve();
    const run = (async () => {
      try {
        if ((await this.poller.poll(teamId)) === 'stop') await this.unschedule(teamId);
      } catch (error) {
        this.logger.error(
          `Sleeper sync of team ${teamId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }
    })().finally(() => this.running.delete(teamId));
    this.running.set(teamId, run);
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
