import { compareRosterSlots, type DraftHistoryEntryDto, type RosterSlot } from '@draftmode/domain';
import { z } from 'zod';

/** A report card as a draft history entry keeps it (draftData of a 'report-card' entry). */
const savedCardSchema = z.object({
  grade: z.string().min(1),
  percentage: z.number(),
  gradeBreakdown: z.array(z.object({ playerId: z.string(), grade: z.string(), advice: z.string() })),
  roster: z
    .object({
      playerIds: z.array(z.string()),
      positions: z.record(z.string(), z.string().nullable()),
      bench: z.array(z.string()).default([]),
    })
    .optional(),
});

export interface SavedCard extends z.infer<typeof savedCardSchema> {
  savedAt: string;
}

/**
 * The latest saved report card among a team's history entries, or null when none was saved.
 * Entries without a grade (e.g. other sources) are skipped.
 */
export function latestSavedCard(entries: readonly DraftHistoryEntryDto[]): SavedCard | null {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    const parsed = savedCardSchema.safeParse(entry.draftData);
    if (parsed.success) return { ...parsed.data, savedAt: entry.completedAt };
  }
  return null;
}

/**
 * Where each player of a saved roster played: a slot, or the bench. The slots are those the roster
 * had when the card was saved (a card saved before slots followed the league may have wr3).
 */
export function slotsOfSavedRoster(roster: SavedCard['roster']): Map<string, RosterSlot | 'bench'> {
  const slots = new Map<string, RosterSlot | 'bench'>();
  if (!roster) return slots;
  for (const slot of Object.keys(roster.positions).sort(compareRosterSlots)) {
    const id = roster.positions[slot];
    if (id && !slots.has(id)) slots.set(id, slot);
  }
  for (const id of roster.playerIds) if (!slots.has(id)) slots.set(id, 'bench');
  return slots;
}
