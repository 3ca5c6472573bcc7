import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RedisAvailability } from './redis-availability';
import { closeRedisClient, type ClosableRedisClient } from './close-redis';

/** A connected client with the default modules. */
export type RedisClient = ReturnType<typeof createRedisClient>;

function createRedisClient(url: string) {
  return createClient({ url });
}

/** The clients duplicated from each shared client, closed with it (see {@link keepingDuplicates}). */
const duplicatesOf = new WeakMap<RedisClient, Set<ClosableRedisClient>>();

/**
 * Keeps every client duplicated from `client`. BullMQ duplicates the shared client for each
 * worker's blocking reads and closes the duplicate with the worker, except when the worker is
 * closed while Redis is down (bullmq 6.7.0): then the duplicate is left open and reconnects once
 * Redis is back, and its next connection error reaches a BullMQ listener that throws it, which
 * ends the process. The module closes any duplicate still open after the workers have closed.
 * BullMQ makes one duplicate per worker (and per worker made again, see ReadyWorker), so the set
 * stays small; a duplicate its owner closed is skipped then.
 */
function keepingDuplicates(client: RedisClient): RedisClient {
  const duplicates = new Set<ClosableRedisClient>();
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((...args: Parameters<RedisClient['duplicate']>) => {
    const copy = duplicate(...args);
    duplicates.add(copy);
    return copy;
  }) as RedisClient['duplicate'];
  duplicatesOf.set(client, duplicates);
  return client;
}

/** The shared Redis connection, or null when REDIS_URL is unset and everything runs in one process. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

@Global()
@Module({
  providers: [
    RedisAvailability,
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG, RedisAvailability],
      useFactory: async (config: AppConfig, availability: RedisAvailability): Promise<RedisClient | null> => {
        if (!config.redisUrl) return null;
        const client = keepingDuplicates(createRedisClient(config.redisUrl));
        // BullMQ wraps the shared client once per queue and worker, each wrapper listening to it:
        // nine (three queues, their workers, and system health's own view of the three queues),
        // which with the availability watch passes Node's warning threshold of ten per event.
        client.setMaxListeners(20);
        // Before connecting: an 'error' without a listener would be thrown.
        availability.watch(client);
        await client.connect();
        return client;
      },
    },
  ],
  exports: [REDIS_CLIENT, RedisAvailability],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: RedisClient | null) {}

  /** After every module's `beforeApplicationShutdown`, where the BullMQ workers close. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.client) return;
    await Promise.all([...(duplicatesOf.get(this.client) ?? [])].map(closeRedisClient));
    await closeRedisClient(this.client);
  }
}
