/** Instant-speed mock drafts that make picks at once in one process; the others wait their turn, first come first served. */
export const MAX_INSTANT_DRAFTS_AT_ONCE = 2;

/**
 * A bounded number of instant drafts run at a time: each runs its bots (and auto-picks) through
 * hundreds of commands back to back, and ten at once kept the server busy for everyone else for
 * seconds. A run holds a slot from its first instant pick to its end.
 */
export class InstantDraftSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;
  /** The most slots held at once since start (for tests and the health view). */
  peak = 0;

  constructor(readonly size = MAX_INSTANT_DRAFTS_AT_ONCE) {}

  /** Resolves with the slot's release once one is free (at once after {@link close}). */
  async acquire(): Promise<() => void> {
    if (this.active >= this.size && !this.closed) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    this.peak = Math.max(this.peak, this.active);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line.
      if (next) next();
      else this.active -= 1;
    };
  }

  /** Lets every waiting run go (shutting down: they stop at their next check). */
  close(): void {
    this.closed = true;
    for (const resolve of this.waiting.splice(0)) {
      this.active += 1;
      resolve();
    }
  }
}
