import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsException } from './rate-limits';

/** Longest wait between two attempts, however many failed before. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** How long a run of failures is remembered. */
const FAILURES_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * The wait after the k-th failure beyond the free ones: 15 s, 30 s, 1 min, 2 min … up to 15 min.
 * A person who mistyped gets back in quickly; a guesser gets a few dozen tries a day.
 */
export function growingDelaySeconds(failuresBeyondFree: number): number {
  if (failuresBeyondFree < 1) return 0;
  return Math.min(MAX_DELAY_SECONDS, 15 * 2 ** Math.min(failuresBeyondFree - 1, 20));
}

/**
 * Password checks for one key (an account from one client, a device, a signed-in user): the first
 * `free` failures in a row are immediate, after that one attempt per growing delay, and a success
 * starts over. The attempt is counted before the password is checked, so parallel guesses cannot
 * slip past; the gate that enforces the delay is a one-point limiter whose window is the delay, so
 * only one attempt gets through per window, in every process sharing the store.
 */
export class GrowingDelayThrottle {
  constructor(
    /** Counts failures in a row (points: effectively unlimited, window: {@link FAILURES_MEMORY_SECONDS}). */
    private readonly failures: RateLimiterAbstract,
    /** One point; consumed with the current delay as its window. */
    private readonly gate: RateLimiterAbstract,
    private readonly free: number,
  ) {}

  /** Takes an attempt for the key, or throws 429 with the time left until the next one is allowed. */
  async take(key: string): Promise<void> {
    const attempt = (await this.failures.consume(key)).consumedPoints;
    if (attempt <= this.free) return;
    try {
      await this.gate.consume(key, 1, { customDuration: growingDelaySeconds(attempt - this.free) });
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // A refused attempt checked no password: it is not a failure.
      await this.failures.reward(key, 1);
      throw new TooManyAttemptsException(refusal.msBeforeNext);
    }
  }

  /** Gives back an attempt that was taken but never got to check a password. */
  async giveBack(key: string): Promise<void> {
    await this.failures.reward(key, 1);
  }

  /** The password was right: the run of failures is over. */
  async succeeded(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.gate.delete(key)]);
  }
}

/** A throttle whose counters live in the auth limits' store (see limiterFactory). */
export function growingDelayThrottle(
  make: (name: string, points: number, durationSeconds: number) => RateLimiterAbstract,
  name: string,
  free: number,
): GrowingDelayThrottle {
  return new GrowingDelayThrottle(
    make(`${name}:failures`, Number.MAX_SAFE_INTEGER, FAILURES_MEMORY_SECONDS),
    make(`${name}:gate`, 1, MAX_DELAY_SECONDS),
    free,
  );
}
