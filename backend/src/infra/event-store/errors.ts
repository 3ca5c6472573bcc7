/**
 * An append whose expected version is not the stream's current version: someone else (another
 * device, another tab, a Sleeper sync) wrote to the stream first. The HTTP layer answers 409 with
 * `currentVersion`, so the client can reload the stream and decide again.
 */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';

  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly currentVersion: number,
  ) {
    super(`Stream ${streamId} is at version ${currentVersion}, the append expected ${expectedVersion}`);
  }
}
