import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet, argon2id minimum: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes and checks passwords with argon2id; nothing else in the app touches password hashes. */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** True when a stored hash was made with weaker parameters than today's and should be redone. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, ARGON2_OPTIONS);
    } catch {
      return false;
    }
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }

  /**
   * Spends the same time as {@link verify} when there is no account to check against, so the
   * response time does not tell whether an email is registered.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= argon2.hash('not-a-real-password', ARGON2_OPTIONS);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
