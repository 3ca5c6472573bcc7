import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import { REDIS_CLIENT, type RedisClient } from '../../../../infra/redis/redis.module';
import { limiterFactory, takeFromEach } from '../../rate-limits';

/** Reset-link checks one client IP may make in a window: far above opening a few links, far below a scan. */
export const RESET_CHECK_LIMITS = { perIp: 60, windowSeconds: 15 * 60 } as const;

/**
 * Limits the checks of reset links per client IP, as sign-in and the account emails are limited:
 * a token is 32 random bytes, so no one guesses one, but an unauthenticated endpoint that reads
 * the database gets a budget all the same. Over it: 429 with Retry-After.
 */
@Injectable()
export class ResetTokenCheckLimiter {
  private readonly byIp: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig, @Inject(REDIS_CLIENT) redis: RedisClient | null) {
    this.byIp = limiterFactory(config, redis)('reset-check:ip', RESET_CHECK_LIMITS.perIp, RESET_CHECK_LIMITS.windowSeconds);
  }

  /** Takes one check for the IP, or throws 429. */
  take(ip: string): Promise<void> {
    return takeFromEach([[this.byIp, ip]]);
  }
}
