import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { MESSAGES } from '@draftmode/domain';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';
import { REDIS_CLIENT, type RedisClient } from '../../infra/redis/redis.module';
import { redisNamespace } from './redis-namespace';

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
    const prefix = `${redisNamespace(config)}:login`;
    const make = (name: string, points: number) =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, keyPrefix: `${prefix}:${name}`, points, duration: WINDOW_SECONDS })
        : new RateLimiterMemory({ keyPrefix: `${prefix}:${name}`, points, duration: WINDOW_SECONDS });
    this.byEmail = make('email', LOGIN_LIMITS.perEmail);
    this.byIp = make('ip', LOGIN_LIMITS.perIp);
  }

  /** Takes one attempt for the email and the IP, or throws 429 when either has none left. */
  async take(email: string, ip: string): Promise<void> {
    const results = await Promise.allSettled([this.byEmail.consume(email), this.byIp.consume(ip)]);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (refusals.length === 0) return;
    const waits = refusals.map((refusal) => {
      if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
      throw refusal; // the store failed: a bug or an outage, not a verdict
    });
    const minutes = Math.max(1, Math.ceil(Math.max(...waits) / 60_000));
    throw new HttpException({ message: MESSAGES.tooManyAttempts(minutes) }, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** After a successful sign-in: the email's failures are forgiven and the IP's attempt returned. */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.byEmail.delete(email), this.byIp.reward(ip, 1)]);
  }
}
