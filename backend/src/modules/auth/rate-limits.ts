import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@draftmode/domain';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RuntimeConfig } from '../../infra/config/app-config';
import type { RedisClient } from '../../infra/redis/redis.module';
import { redisNamespace } from '../../infra/redis/redis-namespace';

/**
 * Makes the counters the auth limits keep: in Redis when configured (every instance shares them,
 * under this deployment's namespace), in memory otherwise.
 */
export function limiterFactory(config: Pick<RuntimeConfig, 'databaseUrl'>, redis: RedisClient | null) {
  const prefix = redisNamespace(config);
  return (name: string, points: number, durationSeconds: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          keyPrefix: `${prefix}:${name}`,
          points,
          duration: durationSeconds,
        })
      : new RateLimiterMemory({ keyPrefix: `${prefix}:${name}`, points, duration: durationSeconds });
}

/** The 429 every auth limit answers: "Too many attempts. Try again in N minutes." with Retry-After in seconds. */
export class TooManyAttemptsException extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(msBeforeNext: number) {
    const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
    super({ message: MESSAGES.tooManyAttempts(minutes) }, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  }
}

/**
 * Takes one point from each limiter for its key; when any has none left, throws
 * {@link TooManyAttemptsException} with the longest wait. Points are taken before the work they
 * guard, so parallel requests cannot slip past a limit.
 */
export async function takeFromEach(entries: [RateLimiterAbstract, string][]): Promise<void> {
  const results = await Promise.allSettled(entries.map(([limiter, key]) => limiter.consume(key)));
  const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (refusals.length === 0) return;
  const waits = refusals.map((refusal) => {
    if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
    throw refusal; // the store failed: a bug or an outage, not a verdict
  });
  throw new TooManyAttemptsException(Math.max(...waits));
}
