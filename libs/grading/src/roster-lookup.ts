import type { Player } from '@draftmode/domain';

/**
 * Turns roster player ids into players using a lookup (a Map by id, or the pool array), in the
 * given order, skipping unknown ids. Grading takes `Player[]`; callers holding a `Roster` (ids)
 * use this first.
 */
export function resolveRoster(ids: readonly string[], lookup: ReadonlyMap<string, Player> | readonly Player[]): Player[] {
  const map = isMap(lookup) ? lookup : new Map(lookup.map((p) => [p.id, p] as const));
  const out: Player[] = [];
  for (const id of ids) {
    const p = map.get(id);
    if (p) out.push(p);
  }
  return out;
}

function isMap(x: ReadonlyMap<string, Player> | readonly Player[]): x is ReadonlyMap<string, Player> {
  return !Array.isArray(x);
}
