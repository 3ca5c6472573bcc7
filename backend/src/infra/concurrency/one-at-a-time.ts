/**
 * Runs the tasks given for one key one after the other (in this process), the others as they come.
 * For work that takes a database lock per key anyway: waiting here, a task holds no pool
 * connection, where forty creates of one user waiting on the lock would hold all of them.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(task);
    this.tails.set(key, next);
    void next
      .finally(() => {
        if (this.tails.get(key) === next) this.tails.delete(key);
      })
      .catch(() => undefined);
    return next;
  }
}
