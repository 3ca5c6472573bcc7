import { SOCKET_EVENTS } from '@draftmode/domain';
import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import { closeRedisClient } from '../../../infra/redis/close-redis';

/**
 * Socket.IO over Redis pub/sub (docs/draft-rules.md §5): with REDIS_URL set, a room spans every backend
 * process, so an event committed in one reaches sockets connected to another.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: ReturnType<typeof createClient>;
  private readonly sub: ReturnType<typeof createClient>;
  private adapterConstructor?: ReturnType<typeof createAdapter>;
  private server?: Server;

  constructor(app: INestApplicationContext, redisUrl: string) {
    super(app);
    this.pub = createClient({ url: redisUrl });
    this.sub = this.pub.duplicate();
    this.reportOutages('publisher', this.pub);
    this.reportOutages('subscriber', this.sub);
    this.catchFailedPublishes();
    this.ignoreUnsubscribesAtClose();
  }

  /**
   * The adapter publishes every broadcast without awaiting it. While Redis is down node-redis
   * queues the command and rejects it after its command timeout, and that rejection, with no
   * handler, used to end the process (issue 13). A failed publish loses only the copy for the
   * other processes: their clients see the gap in versions and ask for what they missed
   * (`team.resync`), or catch up when they rejoin. The promise is still returned, so a caller that
   * awaits a publish sees the failure.
   */
  private catchFailedPublishes(): void {
    const logger = new Logger(RedisIoAdapter.name);
    let reported = false;
    this.pub.on('ready', () => (reported = false));
    catchRejections(this.pub, ['publish', 'PUBLISH'], (error) => {
      if (!reported)
        logger.warn(
          `A Socket.IO broadcast did not reach the other processes (${error instanceof Error ? error.name + (error.message ? `: ${error.message}` : '') : String(error)}); their clients catch up when they resync`,
        );
      reported = true;
    });
  }

  /**
   * When the Socket.IO server closes, the adapter unsubscribes from its channels without awaiting
   * it. While Redis is down those commands wait in the offline queue, and closing the client
   * rejects them (`Disconnects client`) with no handler: four unhandled rejections on every
   * shutdown during an outage. Nothing is lost, the subscriptions end with the connection.
   */
  private ignoreUnsubscribesAtClose(): void {
    catchRejections(this.sub, ['unsubscribe', 'pUnsubscribe'], () => undefined);
  }

  /**
   * node-redis reconnects by itself but emits 'error' on every failed attempt, and an 'error'
   * without a listener is an unhandled error: log the outage once and the recovery once.
   */
  private reportOutages(role: string, client: ReturnType<typeof createClient>): void {
    const logger = new Logger(RedisIoAdapter.name);
    let healthy = true;
    client.on('error', (error: Error) => {
      if (healthy) logger.warn(`Socket.IO Redis ${role} connection lost (${error.message}); reconnecting`);
      healthy = false;
    });
    client.on('ready', () => {
      if (!healthy) {
        logger.log(`Socket.IO Redis ${role} reconnected`);
        // Broadcasts from other processes were lost meanwhile: this process's clients catch up by rejoining with their last version.
        if (role === 'subscriber') this.server?.local.emit(SOCKET_EVENTS.rejoin);
      }
      healthy = true;
    });
  }

  async connect(): Promise<void> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    this.adapterConstructor = createAdapter(this.pub, this.sub);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    this.server = server;
    return server;
  }

  override async dispose(): Promise<void> {
    await Promise.all([this.pub, this.sub].map(closeRedisClient));
  }
}

/**
 * Wraps the commands `names` of `client` so that a rejection of what they send goes to `onFailure`
 * instead of going unhandled; each still returns its promise, so a caller that awaits sees the failure.
 */
function catchRejections(client: ReturnType<typeof createClient>, names: readonly string[], onFailure: (error: unknown) => void): void {
  for (const name of names) {
    const command = (client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]?.bind(client);
    if (!command) throw new Error(`The Redis client has no command ${name}`);
    const caught = (...args: unknown[]) => {
      const sent = command(...args);
      sent.catch(onFailure);
      return sent;
    };
    Object.assign(client, { [name]: caught });
  }
}
