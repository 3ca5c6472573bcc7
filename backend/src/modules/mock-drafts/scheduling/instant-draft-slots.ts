import { Slots } from '../../../infra/concurrency/slots';

/** Instant-speed mock drafts that make picks at once in one process; the others wait their turn, first come first served. */
export const MAX_INSTANT_DRAFTS_AT_ONCE = 2;

/**
 * A bounded number of instant drafts run at a time: each runs its bots (and auto-picks) through
 * hundreds of commands back to back, and ten at once kept the server busy for everyone else for
 * seconds. A run holds a slot from its first instant pick to its end.
 */
export class InstantDraftSlots extends Slots {
  constructor(size = MAX_INSTANT_DRAFTS_AT_ONCE) {
    super(size);
  }
}
