import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';
import { REDIS_CLIENT, type RedisClient } from '../../infra/redis/redis.module';
import { DeviceCookies } from './device-cookie';
import { growingDelayThrottle, type GrowingDelayThrottle } from './growing-delay-throttle';
import { limiterFactory, takeFromEach } from './rate-limits';

const WINDOW_SECONDS = 15 * 60;
/**
 * Sign-in limits. One account from one client (or one known device): `freePerClient` failures in a
 * row, then growing delays. From devices that never signed in to the account: `perAccount` failures
 * per account and `perIp` per client address in any 15 minutes.
 */
export const LOGIN_LIMITS = { freePerClient: 5, perAccount: 20, perIp: 20, windowSeconds: WINDOW_SECONDS } as const;

/** Who is signing in: the email, the client address, and the Cookie header (a known device's cookie). */
export interface LoginAttemptSource {
  email: string;
  ip: string;
  cookieHeader: string | undefined;
}

/** An attempt that got past the limits (and counts as a failure unless it succeeds). */
interface LoginAttempt {
  /** The password was right. Returns the Set-Cookie value that marks this browser as a known device of the account. */
  succeeded(): Promise<string>;
}

/**
 * Sign-in throttling (issue 13 item 8; docs/accounts-api.md). Counters live in Redis when configured
 * (shared by every instance), in memory otherwise. Every attempt is counted before the password is
 * checked, so parallel guesses cannot slip past a limit.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly perClient: GrowingDelayThrottle;
  private readonly byAccount: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;
  readonly devices: DeviceCookies;

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig, @Inject(REDIS_CLIENT) redis: RedisClient | null) {
    const make = limiterFactory(config, redis);
    this.perClient = growingDelayThrottle(make, 'login', LOGIN_LIMITS.freePerClient);
    this.byAccount = make('login:email', LOGIN_LIMITS.perAccount, WINDOW_SECONDS);
    this.byIp = make('login:ip', LOGIN_LIMITS.perIp, WINDOW_SECONDS);
    this.devices = new DeviceCookies(config.jwtSecret, config.appUrl.startsWith('https:'));
  }

  /** Takes an attempt, or throws 429 ("Too many attempts. Try again in N minutes.", with Retry-After). */
  async begin(source: LoginAttemptSource): Promise<LoginAttempt> {
    const device = this.devices.knownDevice(source.cookieHeader, source.email);
    if (device) {
      // A device that signed in to this account before answers only for its own failures.
      const key = `device:${device}`;
      await this.perClient.take(key);
      return {
        succeeded: async () => {
          await this.perClient.succeeded(key);
          return this.devices.issue(source.email).header;
        },
      };
    }

    const key = `pair:${source.email}|${source.ip}`;
    await this.perClient.take(key);
    try {
      await takeFromEach([
        [this.byAccount, source.email],
        [this.byIp, source.ip],
      ]);
    } catch (refusal) {
      await this.perClient.giveBack(key);
      throw refusal;
    }
    return {
      succeeded: async () => {
        // The attempt that succeeded was not a guess; the account's other failures still count.
        await Promise.all([this.perClient.succeeded(key), this.byAccount.reward(source.email, 1), this.byIp.reward(source.ip, 1)]);
        return this.devices.issue(source.email).header;
      },
    };
  }
}
