import { z } from 'zod';

export const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
const isoDay = (name: string) =>
  z
    .string({ error: `${name} must be a date like 2025-08-29` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date like 2025-08-29` })
    .refine(
      (value) => {
        // zod runs this even after the pattern failed, so it must not assume a well-formed value.
        const instant = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(instant) && new Date(instant).toISOString().startsWith(value);
      },
      { error: `${name} is not a real date` },
    );

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** `from` and `to` are UTC days, both included; by default the 30 days up to today. */
export function usageRangeSchema(today: () => Date = () => new Date()) {
  return z
    .strictObject(
      { from: isoDay('from').optional(), to: isoDay('to').optional() },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined) },
    )
    .transform(({ from, to }) => {
      const end = to ?? (from ? addDays(from, 29) : utcDay(today()));
      return { from: from ?? addDays(end, -29), to: end };
    })
    .superRefine((range, context) => {
      const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
      if (days < 1) context.addIssue({ code: 'custom', path: ['from'], message: 'from must be on or before to' });
      else if (days > MAX_RANGE_DAYS)
        context.addIssue({ code: 'custom', path: ['to'], message: `The range can be at most ${MAX_RANGE_DAYS} days` });
    });
}

export type UsageRange = { from: string; to: string };
