import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';
import { REDIS_CLIENT, type RedisClient } from '../../infra/redis/redis.module';
import { limiterFactory, takeFromEach } from './rate-limits';

const WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins allowed per email and per client IP in any 15 minutes. */
export const LOGIN_LIMITS = { perEmail: 5, perIp: 20, windowSeconds: WINDOW_SECONDS } as const;

/**
 * Counts sign-in attempts per email and per IP (in Redis when configured, so every instance
 * shares the counts; in memory otherwise). An attempt takes a point before the password is
 * checked, so parallel guesses cannot slip past the limit; a successful sign-in gives it back.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly byEmail: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig, @Inject(REDIS_CLIENT) redis: RedisClient | null) {
    const make = limiterFactory(config, redis);
    this.byEmail = make('login:email', LOGIN_LIMITS.perEmail, WINDOW_SECONDS);
    this.byIp = make('login:ip', LOGIN_LIMITS.perIp, WINDOW_SECONDS);
  }

  /** Takes one attempt for the email and the IP, or throws 429 when either has none left. */
  async take(email: string, ip: string): Promise<void> {
    await takeFromEach([
      [this.byEmail, email],
      [this.byIp, ip],
    ]);
  }

  /** After a successful sign-in: the email's failures are forgiven and the IP's attempt returned. */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.byEmail.delete(email), this.byIp.reward(ip, 1)]);
  }
}
