/** A letter grade, A+ best, F worst. */
export type Letter = 'A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F';

/** Lower bounds of each letter (docs/draft-rules.md §4), best first. */
export const LETTER_SCALE: ReadonlyArray<readonly [Letter, number]> = [
  ['A+', 97],
  ['A', 93],
  ['A-', 90],
  ['B+', 87],
  ['B', 83],
  ['B-', 80],
  ['C+', 77],
  ['C', 73],
  ['C-', 70],
  ['D+', 67],
  ['D', 63],
  ['D-', 60],
];

/**
 * The letter for a 0–100 percentage using the product's fixed scale: A+ ≥97, A ≥93, A- ≥90,
 * B+ ≥87, B ≥83, B- ≥80, C+ ≥77, C ≥73, C- ≥70, D+ ≥67, D ≥63, D- ≥60, F below. Every grade in the
 * product (pick, live, roster, per player) goes through this one function so letters agree.
 */
export function letterFor(percentage: number): Letter {
  for (const [letter, min] of LETTER_SCALE) if (percentage >= min) return letter;
  return 'F';
}

/**
 * Clamps to [0, 100] and rounds to a whole number, the precision grades are shown and stored
 * with, so a letter always comes from the very percentage the user sees.
 */
export function toPercentage(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}
