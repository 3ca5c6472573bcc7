import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue } from 'bullmq';
import { APP_CONFIG, type RuntimeConfig } from '../../../infra/config/app-config';
import { RedisAvailability } from '../../../infra/redis/redis-availability';
import { REDIS_CLIENT, type RedisClient } from '../../../infra/redis/redis.module';
import { closeWorker } from '../../../infra/redis/close-redis';
import { ReadyWorker } from '../../../infra/redis/ready-worker';
import { redisNamespace } from '../../../infra/redis/redis-namespace';

/**
 * One bot turn of one mock draft. `key` names the exact turn (overall pick, stream version and
 * speed): a job that runs when the draft has moved on since is stale and makes no pick.
 */
export interface BotTurn {
  draftId: string;
  key: string;
}

type BotTurnProcessor = (turn: BotTurn) => Promise<void>;
/** Called once a turn has failed on every attempt: the draft cannot move on by itself. */
type BotTurnGiveUp = (turn: BotTurn, error: unknown) => Promise<void>;

export const MOCK_DRAFT_QUEUE = 'mock-draft-bots';
/** Concurrent bot turns per process with BullMQ (an instant draft holds one for its whole run of bot picks). */
const WORKER_CONCURRENCY = 32;
/** Attempts per bot turn, and the backoff before each retry (times the attempt number in process). */
const BOT_TURN_ATTEMPTS = 3;
export const BOT_TURN_BACKOFF_MS = 500;

/**
 * Schedules the next bot pick of a mock draft, one job at a time per draft (issue 9). With
 * REDIS_URL it is a BullMQ delayed job whose id is the draft and turn, so the same turn scheduled
 * twice (a retried notification, two backend processes) is one job, and a job survives a restart;
 * without Redis it is a timer in this process, and MockDraftRunner reschedules running drafts on
 * boot. The processor is registered by the runner, which keeps this free of draft logic.
 */
@Injectable()
export class BotPickScheduler implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(BotPickScheduler.name);
  private queue?: Queue<BotTurn>;
  private worker?: ReadyWorker<BotTurn>;
  private processor?: BotTurnProcessor;
  private giveUp?: BotTurnGiveUp;
  private readonly timers = new Map<string, { key: string; timer: NodeJS.Timeout }>();
  private closing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient | null,
    private readonly availability: RedisAvailability,
  ) {}

  /** How bot picks are scheduled here: `bullmq` with Redis, else `in-process`. */
  get mode(): 'bullmq' | 'in-process' {
    return this.redis ? 'bullmq' : 'in-process';
  }

  /** `processor` runs each due turn (a throw means retry with backoff); `giveUp` hears of a turn that failed on every attempt. */
  setProcessor(processor: BotTurnProcessor, giveUp?: BotTurnGiveUp): void {
    this.processor = processor;
    this.giveUp = giveUp;
  }

  onModuleInit(): void {
    if (!this.redis) return;
    const prefix = `${redisNamespace(this.config)}:bull`;
    this.queue = new Queue<BotTurn>(MOCK_DRAFT_QUEUE, {
      connection: this.redis,
      prefix,
      // A job that failed every attempt is removed (the failure is logged and the draft paused with
      // its reason): kept, its id would swallow the same turn scheduled again once the draft resumes.
      defaultJobOptions: {
        removeOnComplete: true,
        removeOnFail: true,
        attempts: BOT_TURN_ATTEMPTS,
        backoff: { type: 'exponential', delay: BOT_TURN_BACKOFF_MS },
      },
    });
    // While Redis is down every reconnection attempt is an error; RedisAvailability reports the outage once.
    this.queue.on('error', (error) => this.availability.isUp && this.logger.error(`Mock draft queue: ${error.message}`));
    this.worker = new ReadyWorker<BotTurn>(
      {
        queue: MOCK_DRAFT_QUEUE,
        processor: (job) => this.process(job.data),
        options: { connection: this.redis, prefix, concurrency: WORKER_CONCURRENCY },
        listen: (worker) => {
          worker.on('failed', (job, error) => {
            this.logger.error(
              `Bot turn ${job?.data.draftId} ${job?.data.key} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`,
            );
            if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) this.gaveUp(job.data, error);
          });
          worker.on('error', (error) => this.availability.isUp && this.logger.error(`Mock draft worker: ${error.message}`));
        },
      },
      this.logger,
    );
  }

  /** Schedules `turn` after `delayMs`; a turn already scheduled for the draft under the same key stays as it is. */
  async schedule(turn: BotTurn, delayMs: number): Promise<void> {
    if (this.closing) return;
    if (this.queue) {
      // BullMQ refuses ':' in custom ids; uuids and keys have none.
      await this.queue.add('bot-turn', turn, { jobId: `${turn.draftId}-${turn.key}`, delay: delayMs });
      return;
    }
    const current = this.timers.get(turn.draftId);
    if (current?.key === turn.key) return;
    this.setTimer(turn, delayMs, 1);
  }

  /** The in-process timer for one attempt of a turn; a failed attempt retries with backoff like the BullMQ job would. */
  private setTimer(turn: BotTurn, delayMs: number, attempt: number): void {
    const current = this.timers.get(turn.draftId);
    if (current) clearTimeout(current.timer);
    const timer = setTimeout(() => {
      if (this.timers.get(turn.draftId)?.timer === timer) this.timers.delete(turn.draftId);
      this.process(turn).catch((error: unknown) => {
        this.logger.error(
          `Bot turn ${turn.draftId} ${turn.key} failed (attempt ${attempt}): ${error instanceof Error ? error.message : String(error)}`,
        );
        // A newer turn scheduled meanwhile supersedes this one.
        if (this.closing || this.timers.has(turn.draftId)) return;
        if (attempt < BOT_TURN_ATTEMPTS) this.setTimer(turn, BOT_TURN_BACKOFF_MS * 2 ** (attempt - 1), attempt + 1);
        else this.gaveUp(turn, error);
      });
    }, delayMs);
    this.timers.set(turn.draftId, { key: turn.key, timer });
  }

  private gaveUp(turn: BotTurn, error: unknown): void {
    if (this.closing || !this.giveUp) return;
    this.giveUp(turn, error).catch((failure: unknown) =>
      this.logger.error(
        `Bot turn ${turn.draftId} ${turn.key}: could not record the failure: ${failure instanceof Error ? failure.message : String(failure)}`,
      ),
    );
  }

  /** Drops the draft's pending timer (a pending BullMQ job finds the draft paused or gone and does nothing). */
  cancel(draftId: string): void {
    const current = this.timers.get(draftId);
    if (current) clearTimeout(current.timer);
    this.timers.delete(draftId);
  }

  private async process(turn: BotTurn): Promise<void> {
    if (this.closing || !this.processor) return;
    await this.processor(turn);
  }

  /** Stops timers and the worker before the database and Redis close (the runner waits for its own work). */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await closeWorker(this.worker, this.redis);
    await this.queue?.close();
  }
}
