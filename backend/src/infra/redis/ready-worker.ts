import type { Logger } from '@nestjs/common';
import { Worker, type Processor, type WorkerOptions } from 'bullmq';
import type { ClosableWorker } from './close-redis';

/** How long a worker whose connections failed to get ready waits before it is made again. */
const WORKER_RETRY_MS = 1000;

/** What a {@link ReadyWorker} makes its workers from. */
interface ReadyWorkerSpec<Data, Result> {
  queue: string;
  processor: Processor<Data, Result>;
  options: Omit<WorkerOptions, 'autorun'>;
  /** Adds the listeners ('error', 'failed') to each worker made. */
  listen(worker: Worker<Data, Result>): void;
}

/**
 * A BullMQ worker that takes jobs only once both of its connections are ready, and is made again
 * when they fail to get ready.
 *
 * BullMQ (6.7.0) keeps the outcome of a connection's set-up: when a worker's first command on the
 * shared client fails (its INFO at start-up), every later fetch of a job fails at once and its loop
 * retries without ever yielding to timers. A CI run's Jest worker spun at full CPU in that loop until
 * it ran out of memory. So the worker is made with `autorun: false` and runs only after
 * `waitUntilReady()`; a worker whose set-up failed is closed and made again. Its blocking connection
 * can outlive that close (a copy of the shared client still connecting then); RedisModule closes
 * such copies at shutdown.
 */
export class ReadyWorker<Data, Result = unknown> implements ClosableWorker {
  private worker: Worker<Data, Result>;
  private retry?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly spec: ReadyWorkerSpec<Data, Result>,
    private readonly logger: Logger,
    private readonly retryMs = WORKER_RETRY_MS,
  ) {
    this.worker = this.start();
  }

  private start(): Worker<Data, Result> {
    const worker = new Worker<Data, Result>(this.spec.queue, this.spec.processor, { ...this.spec.options, autorun: false });
    this.spec.listen(worker);
    worker.waitUntilReady().then(
      () => {
        // As BullMQ's autorun does: what stops the loop goes to the worker's 'error' listeners.
        if (!this.closed && this.worker === worker) worker.run().catch((error: Error) => worker.emit('error', error));
      },
      (error: unknown) => {
        if (this.closed || this.worker !== worker) return;
        this.logger.warn(
          `Worker ${worker.name} could not connect (${error instanceof Error ? error.message : String(error)}); trying again in ${this.retryMs} ms`,
        );
        void worker.close(true).catch(() => undefined);
        this.retry = setTimeout(() => {
          this.retry = undefined;
          if (!this.closed) this.worker = this.start();
        }, this.retryMs);
      },
    );
    return worker;
  }

  /** Closes the worker; `force` drops its connections instead of letting running jobs finish. */
  async close(force = false): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.worker.close(force);
  }
}
