import { z } from 'zod';

/** The seconds per pick a league may set: Sleeper's timers run from a few seconds to a day in slow drafts. */
export const PICK_CLOCK_SECONDS = { min: 5, max: 86_400 } as const;

export const PICK_CLOCK_MESSAGES = {
  secondsPerPick: `secondsPerPick must be a whole number of seconds from ${PICK_CLOCK_SECONDS.min} to ${PICK_CLOCK_SECONDS.max}, or null to turn the clock off`,
  paused: 'paused must be true or false',
} as const;

/**
 * A league's pick clock as the server derives it from the team's events (docs/draft-rules.md §5): the
 * time each pick gets, when the pick on the clock started (server time: the event that put it on
 * the clock, or the clock's start) and, while paused, when it was paused. Every screen computes the
 * time left from these facts (draft-core's `pickClockRemainingMs`), so they all agree.
 */
export interface PickClock {
  secondsPerPick: number;
  /** ISO time the pick on the clock started counting, moved later by the time it spent paused. */
  startedAt: string;
  /** ISO time the clock was paused; null while it runs. */
  pausedAt: string | null;
}

/** What sets a league's pick clock: the seconds per pick (null: no clock) and whether it is paused. */
export const pickClockSettingsSchema = z.object({
  secondsPerPick: z
    .number({ error: PICK_CLOCK_MESSAGES.secondsPerPick })
    .int(PICK_CLOCK_MESSAGES.secondsPerPick)
    .min(PICK_CLOCK_SECONDS.min, PICK_CLOCK_MESSAGES.secondsPerPick)
    .max(PICK_CLOCK_SECONDS.max, PICK_CLOCK_MESSAGES.secondsPerPick)
    .nullable(),
  paused: z.boolean({ error: PICK_CLOCK_MESSAGES.paused }).default(false),
});
export type PickClockSettings = z.output<typeof pickClockSettingsSchema>;
export type PickClockSettingsPayload = z.input<typeof pickClockSettingsSchema>;
