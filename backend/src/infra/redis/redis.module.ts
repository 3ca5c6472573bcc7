import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

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
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<RedisClient | null> => {
        if (!config.redisUrl) return null;
        const logger = new Logger('Redis');
        const client = createRedisClient(config.redisUrl);
        client.on('error', (error: Error) => logger.warn(`Redis connection error: ${error.message}`));
        await client.connect();
        return client;
      },
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: RedisClient | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.client?.isOpen) await this.client.quit();
  }
}
