import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { REDIS_CLIENT, type RedisClient } from '../../infra/redis/redis.module';

/** What a WebAuthn challenge is for. */
type ChallengePurpose = 'registration' | 'authentication';

/** How long a ceremony may take: the options' `timeout` and the challenge's life. */
export const CHALLENGE_TTL_SECONDS = 300;

/** Whose ceremony a challenge belongs to: a signed-in user registering, or the email typed to sign in. */
type ChallengeOwner = { userId: string } | { email: string };

/**
 * Challenges are single use: `consume` answers true at most once per issued challenge, and never
 * after it expired. Keyed by the challenge itself, so two tabs can run ceremonies side by side.
 * Redis when configured (shared by every instance, expiry by TTL); otherwise the
 * `webauthn_challenges` table.
 */
@Injectable()
export class ChallengeStore {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient | null,
    @InjectDataSource() private readonly database: DataSource,
  ) {}

  async issue(purpose: ChallengePurpose, owner: ChallengeOwner, challenge: string): Promise<void> {
    if (this.redis) {
      await this.redis.set(redisKey(purpose, owner, challenge), '1', { expiration: { type: 'EX', value: CHALLENGE_TTL_SECONDS } });
      return;
    }
    // Keeps the table small without a sweeper job: every new ceremony clears the abandoned ones.
    await this.database.query('DELETE FROM webauthn_challenges WHERE expires_at < now()');
    await this.database.query(
      `INSERT INTO webauthn_challenges (user_id, email, purpose, challenge, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      ['userId' in owner ? owner.userId : null, 'email' in owner ? owner.email : null, purpose, challenge, CHALLENGE_TTL_SECONDS],
    );
  }

  /** True when this owner was issued this challenge, it has not expired and nobody used it yet. */
  async consume(purpose: ChallengePurpose, owner: ChallengeOwner, challenge: string): Promise<boolean> {
    if (this.redis) return (await this.redis.getDel(redisKey(purpose, owner, challenge))) !== null;
    const [rows] = (await this.database.query(
      `DELETE FROM webauthn_challenges
        WHERE purpose = $1 AND challenge = $2 AND ${'userId' in owner ? 'user_id' : 'email'} = $3
        RETURNING expires_at > now() AS live`,
      [purpose, challenge, 'userId' in owner ? owner.userId : owner.email],
    )) as [{ live: boolean }[], number];
    return rows.some((row) => row.live);
  }
}

function redisKey(purpose: ChallengePurpose, owner: ChallengeOwner, challenge: string): string {
  const who = 'userId' in owner ? `user:${owner.userId}` : `email:${owner.email}`;
  return `webauthn:challenge:${purpose}:${who}:${challenge}`;
}
