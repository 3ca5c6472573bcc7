import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type RuntimeConfig } from '../../infra/config/app-config';
import { REDIS_CLIENT, type RedisClient } from '../../infra/redis/redis.module';
import { limiterFactory, takeFromEach } from './rate-limits';

const HOUR_SECONDS = 60 * 60;
/** Sign-up attempts and reset requests per email address in any hour (the per-IP budget is ACCOUNT_EMAILS_PER_IP_PER_HOUR). */
export const ACCOUNT_EMAIL_LIMITS = { perEmail: 3, windowSeconds: HOUR_SECONDS } as const;

/**
 * Sign-up and forgot-password both send an email to an address the caller types, so neither may
 * be used to flood an inbox or our sender: each email address gets a few requests an hour of each
 * kind, and each client IP one shared budget for both. The answer for an unknown email is the same
 * as for a known one, so the limit reveals nothing about who has an account.
 */
@Injectable()
export class AccountEmailLimiter {
  private readonly signupsByEmail: RateLimiterAbstract;
  private readonly resetsByEmail: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig, @Inject(REDIS_CLIENT) redis: RedisClient | null) {
    const make = limiterFactory(config, redis);
    this.signupsByEmail = make('signup:email', ACCOUNT_EMAIL_LIMITS.perEmail, HOUR_SECONDS);
    this.resetsByEmail = make('reset:email', ACCOUNT_EMAIL_LIMITS.perEmail, HOUR_SECONDS);
    this.byIp = make('account-email:ip', config.accountEmailsPerIpPerHour, HOUR_SECONDS);
  }

  /** Takes a sign-up attempt for the email and the IP, or throws 429. */
  signup(email: string, ip: string): Promise<void> {
    return takeFromEach([
      [this.signupsByEmail, email],
      [this.byIp, ip],
    ]);
  }

  /** Takes a reset request for the email and the IP, or throws 429. */
  passwordReset(email: string, ip: string): Promise<void> {
    return takeFromEach([
      [this.resetsByEmail, email],
      [this.byIp, ip],
    ]);
  }
}
