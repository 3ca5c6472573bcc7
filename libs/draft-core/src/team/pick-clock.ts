import type { PickClock } from '@draftmode/domain';

/**
 * The pick clock after a `PickClockSet` at `at`: turned off (null seconds), started (running from
 * `at`, or paused at once), its seconds changed (the pick on the clock keeps the time it has used),
 * paused (frozen at `at`) or resumed (the time spent paused is added to its start, so the time used
 * before the pause carries on).
 */
export function setPickClock(
  clock: PickClock | null,
  change: { secondsPerPick: number | null; paused: boolean; at: string },
): PickClock | null {
  const { secondsPerPick, paused, at } = change;
  if (secondsPerPick === null) return null;
  if (clock === null) return { secondsPerPick, startedAt: at, pausedAt: paused ? at : null };
  if (paused) return { secondsPerPick, startedAt: clock.startedAt, pausedAt: clock.pausedAt ?? at };
  if (clock.pausedAt === null) return { secondsPerPick, startedAt: clock.startedAt, pausedAt: null };
  const pausedFor = Math.max(0, Date.parse(at) - Date.parse(clock.pausedAt));
  return { secondsPerPick, startedAt: new Date(Date.parse(clock.startedAt) + pausedFor).toISOString(), pausedAt: null };
}

/**
 * The clock when another pick comes on it at `at` (a pick recorded or undone): the new pick gets
 * its full time; a paused clock stays paused. No clock stays none (the same value, so a team
 * without a clock changes nothing here).
 */
export function restartPickClock(clock: PickClock | null, at: string | undefined): PickClock | null {
  if (clock === null || at === undefined) return clock;
  return { secondsPerPick: clock.secondsPerPick, startedAt: at, pausedAt: clock.pausedAt === null ? null : at };
}

/**
 * Milliseconds left for the pick on the clock at `nowMs` (epoch milliseconds, the screen's or the
 * server's time): below zero once the pick is over its time. A paused clock shows what was left
 * when it was paused.
 */
export function pickClockRemainingMs(clock: PickClock, nowMs: number): number {
  const until = clock.pausedAt === null ? nowMs : Date.parse(clock.pausedAt);
  return clock.secondsPerPick * 1000 - Math.max(0, until - Date.parse(clock.startedAt));
}
