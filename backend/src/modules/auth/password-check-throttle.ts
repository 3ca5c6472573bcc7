import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';
import { REDIS_CLIENT, type RedisClient } from '../../infra/redis/redis.module';
import { growingDelayThrottle, type GrowingDelayThrottle } from './growing-delay-throttle';
import { limiterFactory } from './rate-limits';

/** Wrong current passwords in a row before each further check waits (then 15 s, doubling to 15 min). */
const CURRENT_PASSWORD_FREE_FAILURES = 5;

/**
 * Throttles the checks of a signed-in user's current password (changing it, deleting the account,
 * re-entering it to add a passkey): one counter per user for all three, so a stolen token cannot be
 * used to guess the password behind it quickly. Same growing delays as sign-in.
 */
@Injectable()
export class PasswordCheckThrottle {
  private readonly throttle: GrowingDelayThrottle;

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig, @Inject(REDIS_CLIENT) redis: RedisClient | null) {
    this.throttle = growingDelayThrottle(limiterFactory(config, redis), 'current-password', CURRENT_PASSWORD_FREE_FAILURES);
  }

  /** Runs the check within the user's limit (429 when over it); a right password clears the count. */
  async check(userId: string, verify: () => Promise<boolean>): Promise<boolean> {
    const key = `user:${userId}`;
    await this.throttle.take(key);
    const matches = await verify();
    if (matches) await this.throttle.succeeded(key);
    return matches;
  }
}
