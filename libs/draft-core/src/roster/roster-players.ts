import {
  compareRosterSlots,
  DEFAULT_ROSTER_SPOTS,
  emptyPositionsFor,
  slotEligibility,
  type Position,
  type Roster,
  type RosterPositions,
  type RosterSlot,
  type RosterSpots,
} from '@draftmode/domain';
import { autoAssignOrder } from './slot-eligibility';

/** A roster with no players and every starting slot of the league (default spots unless given) empty. */
export function emptyRoster(spots: RosterSpots = DEFAULT_ROSTER_SPOTS): Roster {
  return { playerIds: [], positions: emptyPositionsFor(spots), bench: [] };
}

/** The roster's starting slots in display order: the keys of its positions, one per slot of its league. */
export function rosterSlotIds(roster: Pick<Roster, 'positions'>): RosterSlot[] {
  return Object.keys(roster.positions).sort(compareRosterSlots);
}

/** True when `playerId` is on the roster list. */
export function isOnRoster(roster: Roster, playerId: string): boolean {
  return roster.playerIds.includes(playerId);
}

/** The slot `playerId` fills, or null when he fills none (he then shows as bench). */
export function slotOf(roster: Pick<Roster, 'positions'>, playerId: string): RosterSlot | null {
  return rosterSlotIds(roster).find((slot) => roster.positions[slot] === playerId) ?? null;
}

/**
 * The players shown on the bench, in roster order: those in no slot (docs/draft-rules.md §1: an
 * unassigned player shows as bench) plus anyone on the explicit bench list, each once.
 */
export function benchPlayers(roster: Pick<Roster, 'playerIds' | 'positions' | 'bench'>): string[] {
  return roster.playerIds.filter((id) => slotOf(roster, id) === null || roster.bench.includes(id));
}

/** The first free slot a player of `position` would take (docs/draft-rules.md §1), or null if none is free. */
export function firstFreeSlot(roster: Roster, position: Position): RosterSlot | null {
  return autoAssignOrder(rosterSlotIds(roster), position).find((slot) => roster.positions[slot] === null) ?? null;
}

/**
 * Where a player recorded in `slot` goes when the roster has no such slot (a `wr3` stored before
 * slots followed the league, or a slot the league's new settings dropped). A slot of one position
 * tells his position, and he takes the first free slot the auto-assign rule gives it. A flex slot
 * does not, so he takes the first free slot that accepts every position the old one did; with none
 * he goes to the bench. Null for the bench.
 */
export function slotInsteadOf(roster: Roster, slot: RosterSlot): RosterSlot | null {
  const eligible = slotEligibility(slot);
  const [only] = eligible;
  if (eligible.length === 1 && only !== undefined) return firstFreeSlot(roster, only);
  const takesAll = (candidate: RosterSlot) => eligible.every((position) => slotEligibility(candidate).includes(position));
  const free = rosterSlotIds(roster).filter(
    (candidate) => roster.positions[candidate] === null && eligible.length > 0 && takesAll(candidate),
  );
  return free.sort((a, b) => slotEligibility(a).length - slotEligibility(b).length || compareRosterSlots(a, b))[0] ?? null;
}

/** True when the roster's league has starting slot `slot`. */
export function hasSlot(roster: Pick<Roster, 'positions'>, slot: RosterSlot): boolean {
  return Object.prototype.hasOwnProperty.call(roster.positions, slot);
}

/**
 * Puts `playerId` on the roster in `slot`, or unassigned when `slot` is null or already taken.
 * This is how stored events are replayed: the slot was chosen when the event was decided, so it
 * is taken as recorded rather than recomputed. A slot the roster does not have is replaced by
 * {@link slotInsteadOf}, so no player is lost. A player already on the roster is left alone.
 */
export function placePlayer(roster: Roster, playerId: string, slot: RosterSlot | null): Roster {
  if (isOnRoster(roster, playerId)) return roster;
  const place = slot !== null && !hasSlot(roster, slot) ? slotInsteadOf(roster, slot) : slot;
  const slotIsFree = place !== null && roster.positions[place] === null;
  return {
    ...roster,
    playerIds: [...roster.playerIds, playerId],
    positions: slotIsFree ? { ...roster.positions, [place]: playerId } : roster.positions,
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
  const positions: RosterPositions = Object.fromEntries(
    Object.entries(roster.positions).map(([slot, occupant]) => [slot, occupant === playerId ? null : occupant]),
  );
  return {
    ...roster,
    playerIds: roster.playerIds.filter((id) => id !== playerId),
    positions,
    bench: roster.bench.filter((id) => id !== playerId),
  };
}

/**
 * The roster with the starting slots of `spots`: a player keeps a slot the league still has, and one
 * whose slot is gone is placed again by {@link slotInsteadOf} (after everyone who kept his slot),
 * or goes to the bench. Used when the league's settings change and on rosters stored with the
 * slots of older settings. The same roster comes back when its slots already fit.
 */
export function fitRosterToSpots(roster: Roster, spots: RosterSpots): Roster {
  const fitted = emptyPositionsFor(spots);
  const current = Object.keys(roster.positions);
  if (current.length === Object.keys(fitted).length && current.every((slot) => hasSlot({ positions: fitted }, slot))) return roster;
  const moved: [RosterSlot, string][] = [];
  for (const slot of rosterSlotIds(roster)) {
    const occupant = roster.positions[slot];
    if (occupant === null || occupant === undefined) continue;
    if (hasSlot({ positions: fitted }, slot)) fitted[slot] = occupant;
    else moved.push([slot, occupant]);
  }
  let positions = fitted;
  for (const [slot, occupant] of moved) {
    const place = slotInsteadOf({ ...roster, positions }, slot);
    if (place !== null) positions = { ...positions, [place]: occupant };
  }
  return { ...roster, positions };
}
