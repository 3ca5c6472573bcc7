import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';
import { REDIS_CLIENT, type RedisClient } from '../../infra/redis/redis.module';
import { redisNamespace } from '../../infra/redis/redis-namespace';
import { CHAT_MESSAGES } from './chat.messages';

/** Messages a user may send per window; generous for a person, tight for a script running up AI costs. */
const CHAT_LIMITS = { messages: 10, windowSeconds: 60 } as const;

/**
 * Counts chat messages per user, in Redis when configured (shared by every instance) and in
 * memory otherwise, like the sign-in limiter.
 */
@Injectable()
export class ChatRateLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig, @Inject(REDIS_CLIENT) redis: RedisClient | null) {
    const options = { keyPrefix: `${redisNamespace(config)}:chat`, points: CHAT_LIMITS.messages, duration: CHAT_LIMITS.windowSeconds };
    this.limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true }) : new RateLimiterMemory(options);
  }

  /** Takes one message from the user's allowance, or throws 429 saying when to try again. */
  async take(userId: string): Promise<void> {
    try {
      await this.limiter.consume(userId);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new HttpException({ message: CHAT_MESSAGES.tooFast(seconds) }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
