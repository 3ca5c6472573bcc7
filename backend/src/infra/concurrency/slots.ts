/**
 * At most `size` holders at a time; the others wait for a slot in the order they asked. A slot
 * passes straight from its releaser to the next in line.
 */
export class Slots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;
  /** The most slots held at once since start (for tests and the health view). */
  peak = 0;

  constructor(readonly size: number) {}

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

  /** Lets everyone waiting go, and anyone who asks from now on (shutting down: they stop at their next check). */
  close(): void {
    this.closed = true;
    for (const resolve of this.waiting.splice(0)) {
      this.active += 1;
      resolve();
    }
  }
}
