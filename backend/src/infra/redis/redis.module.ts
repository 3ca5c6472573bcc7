import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RedisAvailability } from './redis-availability';
import { closeRedisClient } from './close-redis';

/** A connected client with the default modules. */
export type RedisClient = ReturnType<typeof createRedisClient>;

function createRedisClient(url: string) {
  return createClient({ url });
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
        const client = createRedisClient(config.redisUrl);
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

  async onApplicationShutdown(): Promise<void> {
    if (this.client) await closeRedisClient(this.client);
  }
}
