// Edit distance between name keys, and an index that computes it only for keys that could be close.

/** Levenshtein distance (two rows); with `limit`, any distance above it is returned as `limit + 1` as soon as that is certain. */
function editDistance(a: string, b: string, limit = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowBest = Math.min(rowBest, current[j]!);
    }
    // Every later row is at least this row's best: past the limit nothing can come back under it.
    if (rowBest > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Letters and digits of a name key, counted: the edit distance between two keys is at least their counts' difference. */
function letterCounts(key: string): Uint8Array {
  const counts = new Uint8Array(37);
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    const slot = code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? code - 22 : 36;
    counts[slot] = Math.min(255, counts[slot]! + 1);
  }
  return counts;
}

/** A lower bound of the edit distance between two keys: the larger of what each has that the other lacks. */
function countDistance(a: Uint8Array, b: Uint8Array): number {
  let more = 0;
  let less = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    if (d > 0) more += d;
    else less -= d;
  }
  return Math.max(more, less);
}

interface IndexedKey {
  key: string;
  counts: Uint8Array;
  /** Insertion order: results come out in it, so ties are settled as a scan of every key would. */
  order: number;
}

/**
 * Names to compare a typed key with, by length: only keys whose similarity could reach `atLeast`
 * (the length difference and the letter counts are lower bounds of the edit distance) get the edit
 * distance computed, which stops as soon as it is past the bound.
 */
export class FuzzyIndex<T> {
  private readonly byLength = new Map<number, Array<IndexedKey & { value: T }>>();
  private size = 0;
  /** Edit distances computed since construction (what a reading costs; for tests and benchmarks). */
  comparisons = 0;

  add(key: string, value: T): void {
    const list = this.byLength.get(key.length) ?? [];
    list.push({ key, counts: letterCounts(key), order: this.size++, value });
    this.byLength.set(key.length, list);
  }

  /** Every value whose key has at least `atLeast` similarity with `typed`, with that similarity. */
  near(typed: string, atLeast: number, minKeyLength = 0): Array<{ value: T; score: number }> {
    const out: Array<{ value: T; score: number; order: number }> = [];
    const counts = letterCounts(typed);
    for (const [length, keys] of this.byLength) {
      if (length < minKeyLength) continue;
      const longest = Math.max(length, typed.length);
      const limit = Math.floor((1 - atLeast) * longest + 1e-9);
      if (Math.abs(length - typed.length) > limit) continue;
      for (const entry of keys) {
        if (countDistance(counts, entry.counts) > limit) continue;
        this.comparisons++;
        const distance = editDistance(typed, entry.key, limit);
        if (distance > limit) continue;
        const score = 1 - distance / longest;
        if (score >= atLeast) out.push({ value: entry.value, score, order: entry.order });
      }
    }
    return out.sort((a, b) => a.order - b.order);
  }
}
