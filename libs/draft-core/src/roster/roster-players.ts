import { ROSTER_SLOTS, type Position, type Roster, type RosterPositions, type RosterSlot } from '@draftmode/domain';
import { AUTO_ASSIGN_ORDER } from './slot-eligibility';

/** A roster with no players and every slot empty. */
export function emptyRoster(): Roster {
  const positions = Object.fromEntries(ROSTER_SLOTS.map((slot) => [slot, null])) as RosterPositions;
  return { playerIds: [], positions, bench: [] };
}

/** True when `playerId` is on the roster list. */
export function isOnRoster(roster: Roster, playerId: string): boolean {
  return roster.playerIds.includes(playerId);
}

/** The slot `playerId` fills, or null when he fills none (he then shows as bench). */
export function slotOf(roster: Roster, playerId: string): RosterSlot | null {
  return ROSTER_SLOTS.find((slot) => roster.positions[slot] === playerId) ?? null;
}

/**
 * The players shown on the bench, in roster order: those in no slot (docs/draft-rules.md §1: an
 * unassigned player shows as bench) plus anyone on the explicit bench list, each once.
 */
export function benchPlayers(roster: Roster): string[] {
  return roster.playerIds.filter((id) => slotOf(roster, id) === null || roster.bench.includes(id));
}

/** The first free slot a player of `position` would take (docs/draft-rules.md §1), or null if none is free. */
export function firstFreeSlot(roster: Roster, position: Position): RosterSlot | null {
  return AUTO_ASSIGN_ORDER[position].find((slot) => roster.positions[slot] === null) ?? null;
}

/**
 * Puts `playerId` on the roster in `slot`, or unassigned when `slot` is null or already taken.
 * This is how stored events are replayed: the slot was chosen when the event was decided, so it
 * is taken as recorded rather than recomputed. A player already on the roster is left alone.
 */
export function placePlayer(roster: Roster, playerId: string, slot: RosterSlot | null): Roster {
  if (isOnRoster(roster, playerId)) return roster;
  const slotIsFree = slot !== null && roster.positions[slot] === null;
  return {
    ...roster,
    playerIds: [...roster.playerIds, playerId],
    positions: slotIsFree ? { ...roster.positions, [slot]: playerId } : roster.positions,
  };
}

/**
 * Adds a player and auto-assigns the first free slot for his position (docs/draft-rules.md §1); with no
 * free slot he stays unassigned and shows as bench. A player already on the roster is left alone.
 */
export function addPlayer(roster: Roster, playerId: string, position: Position): Roster {
  return placePlayer(roster, playerId, firstFreeSlot(roster, position));
}

/** Takes a player off the roster: out of every slot, off the bench and off the roster list. */
export function removePlayer(roster: Roster, playerId: string): Roster {
  const positions = Object.fromEntries(
    ROSTER_SLOTS.map((slot) => [slot, roster.positions[slot] === playerId ? null : roster.positions[slot]]),
  ) as RosterPositions;
  return {
    ...roster,
    playerIds: roster.playerIds.filter((id) => id !== playerId),
    positions,
    bench: roster.bench.filter((id) => id !== playerId),
  };
}
