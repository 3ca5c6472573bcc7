import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue } from 'bullmq';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';
import { RedisAvailability } from '../../infra/redis/redis-availability';
import { REDIS_CLIENT, type RedisClient } from '../../infra/redis/redis.module';
import { closeWorker } from '../../infra/redis/close-redis';
import { ReadyWorker } from '../../infra/redis/ready-worker';
import { redisNamespace } from '../../infra/redis/redis-namespace';
import type { EmailMessage, EmailMethod } from './email-message';
import { EmailSender } from './email.sender';

export const EMAIL_QUEUE = 'email';
/** Delivery is retried 5 times, waiting 1 s, 2 s, 4 s, 8 s between attempts. */
const EMAIL_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  // A finished job holds a reset link; nothing needs it once it is delivered.
  removeOnComplete: true,
  removeOnFail: { age: 24 * 60 * 60 },
} as const;

/**
 * Gets emails out without making a request wait for a mail server. With REDIS_URL, messages go
 * on the BullMQ queue `email` with retries and a worker in this process delivers them; without it
 * they are sent in the background of this process and a failure is logged.
 */
@Injectable()
export class EmailDispatcher implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(EmailDispatcher.name);
  private queue?: Queue<EmailMessage>;
  private worker?: ReadyWorker<EmailMessage, string>;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient | null,
    private readonly sender: EmailSender,
    private readonly availability: RedisAvailability,
  ) {}

  onModuleInit(): void {
    if (!this.redis) return;
    // BullMQ drives the app's node-redis client (it opens its own duplicate for the worker's
    // blocking reads); the client stays owned, and closed, by RedisModule.
    const prefix = `${redisNamespace(this.config)}:bull`;
    this.queue = new Queue<EmailMessage>(EMAIL_QUEUE, { connection: this.redis, prefix, defaultJobOptions: EMAIL_JOB_OPTIONS });
    // While Redis is down every reconnection attempt is an error; RedisAvailability reports the outage once.
    this.queue.on('error', (error) => this.availability.isUp && this.logger.error(`Email queue: ${error.message}`));
    this.worker = new ReadyWorker<EmailMessage, string>(
      {
        queue: EMAIL_QUEUE,
        processor: (job) => this.sender.send(job.data),
        options: { connection: this.redis, prefix },
        listen: (worker) => {
          worker.on('failed', (job, error) =>
            this.logger.error(
              `Email "${job?.data.subject}" to ${job?.data.to} failed (attempt ${job?.attemptsMade} of ${EMAIL_JOB_OPTIONS.attempts}): ${error.message}`,
            ),
          );
          worker.on('error', (error) => this.availability.isUp && this.logger.error(`Email worker: ${error.message}`));
        },
      },
      this.logger,
    );
  }

  /** How emails leave right now: `smtp` or `outbox`, prefixed `queue+` when they go through BullMQ. */
  get method(): EmailMethod {
    return this.queue ? `queue+${this.sender.transport}` : this.sender.transport;
  }

  /**
   * Queues the email, or without a queue sends it; resolves once that is done. While Redis is
   * unreachable the message is sent from this process instead of waiting for a queue that may
   * have lost it by the time Redis is back (issue 13).
   */
  async dispatch(message: EmailMessage): Promise<EmailMethod> {
    if (this.queue && this.availability.isUp) {
      await this.queue.add(message.template, message);
      return this.method;
    }
    if (this.queue)
      this.logger.warn(`Redis is unreachable: sending "${message.subject}" to ${message.to} from this process instead of the queue`);
    return this.sender.send(message);
  }

  /** Starts {@link dispatch} without waiting for it; a failure is logged, never thrown at the caller. */
  dispatchInBackground(message: EmailMessage): void {
    const running = this.dispatch(message)
      .catch((error: unknown) =>
        this.logger.error(
          `Email "${message.subject}" to ${message.to} could not be sent: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  /** Lets background sends finish and the worker stop before the database and Redis close. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    await closeWorker(this.worker, this.redis);
    await this.queue?.close();
  }
}
