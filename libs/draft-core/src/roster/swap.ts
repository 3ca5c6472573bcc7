import type { Position, Roster, RosterSlot } from '@draftmode/domain';
import { DRAFT_RULE_MESSAGES, DraftRuleError } from '../errors/draft-rule-error';
import { hasSlot, isOnRoster, rosterSlotIds, slotOf } from './roster-players';
import { isEligibleForSlot } from './slot-eligibility';

/** Looks a player's position up; undefined when the player is unknown. */
export type PositionOf = (playerId: string) => Position | undefined;

/** Where a player was before a swap: a slot, or the bench (which includes unassigned players). */
export type SwapOrigin = RosterSlot | 'bench';

/** One swap as stored in a SlotsSwapped event. */
export interface SwapMove {
  /** The slot the chosen player moves into. */
  slot: RosterSlot;
  /** The chosen player. */
  playerId: string;
  /** Where the chosen player was. */
  from: SwapOrigin;
  /**
   * The previous occupant of `slot` when he takes the chosen player's old place (`from`); null
   * when the slot was empty or when he cannot play `from` and goes to the bench instead.
   */
  displaced: string | null;
}

/** The outcome of {@link swapIntoSlot}. */
export interface SwapResult {
  roster: Roster;
  from: SwapOrigin;
  /** See {@link SwapMove.displaced}. */
  displaced: string | null;
  /** The previous occupant when he went to the bench because he cannot play `from`, else null. */
  benched: string | null;
}

/**
 * The players offered when the user clicks `slot` (docs/draft-rules.md §1,, swap): rostered players
 * whose position fits the slot, in roster order, without the player already in it. Players of
 * unknown position are left out because their eligibility cannot be shown.
 */
export function eligibleForSlot(roster: Roster, slot: RosterSlot, positionOf: PositionOf): string[] {
  if (!hasSlot(roster, slot)) return [];
  return roster.playerIds.filter((id) => {
    const position = positionOf(id);
    return id !== roster.positions[slot] && position !== undefined && isEligibleForSlot(position, slot);
  });
}

/**
 * Moves a rostered player into `slot` (docs/draft-rules.md §1, swap). If he came from another slot, the
 * previous occupant takes that slot when eligible there and otherwise goes to the bench; if he
 * came from the bench, he and the previous occupant trade places.
 *
 * @throws DraftRuleError when the league has no such slot, the player is not on the roster, of unknown position, not eligible
 *   for the slot, or already in it.
 */
export function swapIntoSlot(roster: Roster, slot: RosterSlot, playerId: string, positionOf: PositionOf): SwapResult {
  if (!hasSlot(roster, slot)) throw new DraftRuleError('unknown-slot', DRAFT_RULE_MESSAGES.unknownSlot(slot, rosterSlotIds(roster)));
  if (!isOnRoster(roster, playerId)) throw new DraftRuleError('not-on-roster', DRAFT_RULE_MESSAGES.notOnRoster);
  const position = positionOf(playerId);
  if (position === undefined) throw new DraftRuleError('unknown-player', DRAFT_RULE_MESSAGES.unknownPlayer);
  if (!isEligibleForSlot(position, slot)) {
    throw new DraftRuleError('ineligible-slot', DRAFT_RULE_MESSAGES.ineligibleSlot(position, slot));
  }
  const occupant = roster.positions[slot] ?? null;
  if (occupant === playerId) throw new DraftRuleError('already-in-slot', DRAFT_RULE_MESSAGES.alreadyInSlot);

  const from: SwapOrigin = slotOf(roster, playerId) ?? 'bench';
  const occupantFitsFrom = occupant !== null && canTake(from, positionOf(occupant));
  const displaced = occupantFitsFrom ? occupant : null;
  return {
    roster: applySwap(roster, { slot, playerId, from, displaced }),
    from,
    displaced,
    benched: occupant !== null && !occupantFitsFrom ? occupant : null,
  };
}

function canTake(place: SwapOrigin, position: Position | undefined): boolean {
  if (place === 'bench') return true;
  return position !== undefined && isEligibleForSlot(position, place);
}

/**
 * Applies a decided swap without checking positions, which is how SlotsSwapped events are
 * replayed. The chosen player's current place in `roster` is used rather than `move.from` so a
 * replay can never leave anyone in two places; the previous occupant goes to that place when he
 * is `move.displaced`, otherwise to the bench. A player not on the roster changes nothing.
 */
export function applySwap(roster: Roster, move: SwapMove): Roster {
  // A swap into a slot the league no longer has (stored under older settings) leaves him where he is.
  if (!hasSlot(roster, move.slot)) return roster;
  const occupant = roster.positions[move.slot] ?? null;
  if (!isOnRoster(roster, move.playerId) || occupant === move.playerId) return roster;

  const from = slotOf(roster, move.playerId);
  const positions = { ...roster.positions };
  if (from !== null) positions[from] = null;
  positions[move.slot] = move.playerId;
  let bench = roster.bench.filter((id) => id !== move.playerId);

  if (occupant !== null) {
    if (occupant === move.displaced && from !== null) positions[from] = occupant;
    else bench = [...bench, occupant];
  }
  return { ...roster, positions, bench };
}
