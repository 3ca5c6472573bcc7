/** The part of a node-redis client that closing it needs. */
export interface ClosableRedisClient {
  readonly isOpen: boolean;
  readonly isReady: boolean;
  quit(): Promise<unknown>;
  destroy(): void;
}

/**
 * Closes a node-redis client without waiting for a Redis that is not there. A ready client sends
 * QUIT, so the replies still due arrive first; one that is connecting or reconnecting drops its
 * socket, since a QUIT would wait in its offline queue until Redis answers again, if ever, and hold
 * the process's shutdown meanwhile. A client destroyed while its socket was being made (node-redis
 * 6.3.1) is closed and yet ready on the socket that opened after; destroying it again drops that.
 */
export async function closeRedisClient(client: ClosableRedisClient): Promise<void> {
  if (client.isOpen && client.isReady) await client.quit();
  else if (client.isOpen || client.isReady) client.destroy();
}

/** The part of a BullMQ worker that closing it needs. */
export interface ClosableWorker {
  close(force?: boolean): Promise<void>;
}

/**
 * Closes a BullMQ worker on the app's Redis client. While Redis answers, it lets the running jobs
 * finish; while Redis is down it drops its connections at once, since a graceful close would wait
 * for Redis to come back (its blocking connection's QUIT waits in the offline queue) and hold the
 * process's shutdown. Jobs it had taken stay in Redis and another worker retries them.
 */
export async function closeWorker(worker: ClosableWorker | undefined, redis: Pick<ClosableRedisClient, 'isReady'> | null): Promise<void> {
  await worker?.close(!redis?.isReady);
}
