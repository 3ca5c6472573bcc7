import { compareRosterSlots, parseRosterSlot, slotEligibility, type Position, type RosterSlot, type StartingKind } from '@draftmode/domain';

// After a player's own position, the flex kinds from the narrowest that takes him to the widest,
// so the wider flex stays open for whichever position overflows later.
const FLEX_PREFERENCE: readonly StartingKind[] = ['WRTE', 'WRRB', 'FLEX', 'SUPERFLEX'];

/** True when a player of `position` may fill `slot` (docs/draft-rules.md §1); false for an id that is no slot. */
export function isEligibleForSlot(position: Position, slot: RosterSlot): boolean {
  return slotEligibility(slot).includes(position);
}

/**
 * The slots among `slots` a newly added player of `position` tries, in order (docs/draft-rules.md
 * §1): his own position's slots first, then the narrowest flex that takes him (WR/TE or WR/RB, then
 * FLEX, then SUPERFLEX). For the default league that is the original's rule without wr3.
 */
export function autoAssignOrder(slots: readonly RosterSlot[], position: Position): RosterSlot[] {
  const rank = (slot: RosterSlot): number => {
    const kind = parseRosterSlot(slot)?.kind;
    if (kind === position) return 0;
    const flex = kind ? FLEX_PREFERENCE.indexOf(kind) : -1;
    return flex === -1 ? -1 : flex + 1;
  };
  return slots
    .filter((slot) => isEligibleForSlot(position, slot) && rank(slot) >= 0)
    .sort((a, b) => rank(a) - rank(b) || compareRosterSlots(a, b));
}
