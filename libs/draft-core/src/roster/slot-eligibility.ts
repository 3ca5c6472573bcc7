import type { Position, RosterSlot } from '@draftmode/domain';

/** Which positions may fill each starting slot (docs/draft-rules.md §1). FLEX takes RB, WR or TE. */
export const SLOT_ELIGIBILITY: Readonly<Record<RosterSlot, readonly Position[]>> = {
  qb: ['QB'],
  rb1: ['RB'],
  rb2: ['RB'],
  wr1: ['WR'],
  wr2: ['WR'],
  wr3: ['WR'],
  te: ['TE'],
  flex: ['RB', 'WR', 'TE'],
  def: ['DEF'],
  k: ['K'],
};

/**
 * The slots a newly added player tries, in order (docs/draft-rules.md §1). A position's own slots come
 * before FLEX so FLEX stays open for whichever position overflows first.
 */
export const AUTO_ASSIGN_ORDER: Readonly<Record<Position, readonly RosterSlot[]>> = {
  QB: ['qb'],
  RB: ['rb1', 'rb2', 'flex'],
  WR: ['wr1', 'wr2', 'wr3', 'flex'],
  TE: ['te', 'flex'],
  DEF: ['def'],
  K: ['k'],
};

/** True when a player of `position` may fill `slot`. */
export function isEligibleForSlot(position: Position, slot: RosterSlot): boolean {
  return SLOT_ELIGIBILITY[slot].includes(position);
}
