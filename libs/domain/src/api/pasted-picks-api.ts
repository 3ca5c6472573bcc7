import { z } from 'zod';
import type { Position } from '../players/player';
import type { TeamCommandResult } from './teams-api';

/**
 * A pick list pasted from any draft room or results page (issue 35): `POST
 * /api/teams/:id/pasted-picks/preview` reads it and compares it with the team's recorded picks,
 * `POST /api/teams/:id/pasted-picks` records the picks the team does not have yet.
 */

/**
 * How much one paste may hold: a 16-round draft of 14 teams copied from ESPN's pick history (about
 * ten lines a pick) fits; a paste is read and matched in one request, so it is bounded.
 */
export const PASTED_PICKS_LIMITS = { maxChars: 64 * 1024, maxLines: 4_000, maxPicks: 400 } as const;

export const PASTED_PICKS_MESSAGES = {
  text: 'text must be the pick list you copied from the draft room or its results page',
  tooLong: `The pasted text is too long: at most ${PASTED_PICKS_LIMITS.maxChars / 1024} KB. Paste the pick list alone.`,
  tooManyLines: `The pasted text has too many lines: at most ${PASTED_PICKS_LIMITS.maxLines.toLocaleString('en-US')}. Paste the pick list alone.`,
  tooManyPicks: `The pasted list has more than ${PASTED_PICKS_LIMITS.maxPicks} picks. Paste one draft at a time.`,
  noPicks:
    'No picks were found in the pasted text. Paste the pick list as the draft room or results page shows it, or one pick per line ("1. Ja\'Marr Chase").',
} as const;

/** The body of a preview: the pasted text. */
export const pastedPicksSchema = z.object({
  text: z
    .string({ error: PASTED_PICKS_MESSAGES.text })
    .max(PASTED_PICKS_LIMITS.maxChars, PASTED_PICKS_MESSAGES.tooLong)
    .refine((text) => text.trim() !== '', PASTED_PICKS_MESSAGES.text)
    .refine((text) => text.split('\n').length <= PASTED_PICKS_LIMITS.maxLines, PASTED_PICKS_MESSAGES.tooManyLines),
});
export type PastedPicksPayload = z.infer<typeof pastedPicksSchema>;

/**
 * What became of one pasted pick: `recorded` (the team has it), `new` (recording adds it),
 * `unmatched` (no pool player, or several), `conflict` (the team recorded another player there,
 * or the pick breaks a rule), `later` (after a pick that stops the recording).
 */
export type PastedPickStatus = 'recorded' | 'new' | 'unmatched' | 'conflict' | 'later';

export interface PastedPickRowDto {
  /** The line of the paste the player's name is on. */
  line: number;
  /** The overall pick it is at: the paste's number, or its place in the list. */
  overallPick: number;
  /** The name as read, with the position and team the paste gave ("Puka Nacua WR LAR"). */
  read: string;
  status: PastedPickStatus;
  /** True when the pick is at one of the team's own snake slots. */
  own: boolean;
  /** The pool player it was matched to; null when none. */
  player: { id: string; name: string; position: Position; team: string } | null;
  /** Why it is unmatched, a conflict or later; null otherwise. */
  message: string | null;
}

export interface PastedPicksPreviewDto {
  /** The team version the preview was made at: send it back as `expectedVersion` to record. */
  version: number;
  rows: PastedPickRowDto[];
  /** Lines that looked like picks but could not be read. */
  problems: string[];
  counts: Record<PastedPickStatus, number>;
  /** Why recording stops before the end of the list; null when every new pick is recorded. */
  stop: { overallPick: number; reason: string } | null;
}

/** The answer of recording: the command's result and the list compared again with the team after it. */
export interface RecordPastedPicksResult extends TeamCommandResult {
  recorded: number;
  preview: PastedPicksPreviewDto;
}
