import { RateLimiterMemory } from 'rate-limiter-flexible';
import { GrowingDelayThrottle, growingDelaySeconds, MAX_DELAY_SECONDS } from './growing-delay-throttle';
import { TooManyAttemptsException } from './rate-limits';

describe('growingDelaySeconds', () => {
  it('doubles from 15 seconds and stops at 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 50].map(growingDelaySeconds)).toEqual([0, 15, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(growingDelaySeconds(1000)).toBe(MAX_DELAY_SECONDS);
  });
});

describe('GrowingDelayThrottle', () => {
  const make = () =>
    new GrowingDelayThrottle(
      new RateLimiterMemory({ keyPrefix: 'f', points: Number.MAX_SAFE_INTEGER, duration: 3600 }),
      new RateLimiterMemory({ keyPrefix: 'g', points: 1, duration: 900 }),
      3,
    );

  it('lets the free attempts through, then one per delay, and starts over after a success', async () => {
    const throttle = make();
    for (let i = 0; i < 4; i++) await throttle.take('k');
    const refused = await throttle.take('k').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyAttemptsException);
    expect((refused as TooManyAttemptsException).retryAfterSeconds).toBeLessThanOrEqual(15);
    await throttle.take('other');
    await throttle.succeeded('k');
    for (let i = 0; i < 4; i++) await throttle.take('k');
  });
});
