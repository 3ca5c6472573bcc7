import { Injectable, Logger } from '@nestjs/common';
/** What this needs of a node-redis client: its connection events. */
interface RedisConnection {
  on(event: 'error' | 'ready', listener: (error: Error) => void): unknown;
}

type Recovery = () => Promise<void> | void;

/**
 * Whether the shared Redis connection is up, and what to do when it comes back (issue 13).
 *
 * node-redis reconnects by itself and emits 'error' on every failed attempt: this logs an outage
 * once and the recovery once. Redis keeps nothing on disk in the compose deployment, so after an
 * outage the queues may have lost their delayed and repeatable jobs; whoever schedules such jobs
 * registers with {@link onRecovered} and schedules them again (BullMQ job ids make that harmless
 * when nothing was lost).
 */
@Injectable()
export class RedisAvailability {
  private readonly logger = new Logger('Redis');
  private readonly recoveries: { name: string; run: Recovery }[] = [];
  private up = false;
  private connectedOnce = false;
  private reported = false;

  /**
   * Follows the shared client, attached before it connects. (Listeners go on before connecting and
   * are never removed: node-redis hands out a proxy of the client, and removing the last listener
   * through it leaves later ones on the proxy, where no event arrives.)
   */
  watch(client: RedisConnection): void {
    client.on('error', (error: Error) => {
      if (!this.reported) {
        this.logger.error(
          this.connectedOnce
            ? `Redis connection lost (${error.message}); reconnecting. HTTP keeps serving; realtime across processes and queues wait for Redis.`
            : `Cannot reach Redis (${error.message}); retrying.`,
        );
      }
      this.reported = true;
      this.up = false;
    });
    client.on('ready', () => {
      if (this.up) return;
      this.up = true;
      this.reported = false;
      if (!this.connectedOnce) {
        this.connectedOnce = true;
        return;
      }
      this.logger.log('Redis is back');
      void this.recover();
    });
  }

  /** True while the shared connection is ready (false without Redis). */
  get isUp(): boolean {
    return this.up;
  }

  /** Runs `run` each time Redis comes back after an outage; a failure is logged. */
  onRecovered(name: string, run: Recovery): void {
    this.recoveries.push({ name, run });
  }

  private async recover(): Promise<void> {
    for (const { name, run } of this.recoveries) {
      try {
        await run();
      } catch (error) {
        this.logger.error(`After Redis came back, ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
