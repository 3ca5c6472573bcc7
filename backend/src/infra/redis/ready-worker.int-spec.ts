import { Logger } from '@nestjs/common';
import { Queue, type Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { closeRedisClient, type ClosableRedisClient } from './close-redis';
import { ReadyWorker } from './ready-worker';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Against the machine's Redis: a worker whose first INFO fails (BullMQ then fails every later fetch
 * at once, in a loop that never yields to timers) is made again and takes jobs.
 */
describe('ReadyWorker', () => {
  const prefix = `ready-worker-test-${randomUUID()}`;
  let client: ReturnType<typeof createClient>;
  /** BullMQ can leave a failed worker's blocking connection open; the app's RedisModule closes such copies, and so does this test. */
  const copies: ClosableRedisClient[] = [];

  beforeAll(async () => {
    client = createClient({ url: REDIS_URL });
    const duplicate = client.duplicate.bind(client);
    client.duplicate = ((...args: Parameters<typeof duplicate>) => {
      const copy = duplicate(...args);
      copies.push(copy);
      return copy;
    }) as typeof client.duplicate;
    await client.connect();
  });

  afterAll(async () => {
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length > 0) await client.del(keys);
    await client.quit();
    await Promise.all(copies.map(closeRedisClient));
  });

  it('makes the worker again when its connections fail to get ready, then processes jobs', async () => {
    // The job waits on a queue made first, so the failing INFO is the worker's.
    const queue = new Queue('ready-worker', { connection: client, prefix });
    await queue.waitUntilReady();
    await queue.add('job', { name: 'first' });
    const info = jest.spyOn(client, 'info').mockRejectedValueOnce(new Error('INFO failed on purpose'));
    const made: Worker[] = [];
    const processed: string[] = [];
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const ready = new ReadyWorker<{ name: string }>(
      {
        queue: 'ready-worker',
        processor: async (job) => void processed.push(job.data.name),
        options: { connection: client, prefix },
        listen: (worker) => {
          worker.on('error', () => undefined);
          made.push(worker);
        },
      },
      new Logger('test'),
      10,
    );
    try {
      // Waiting on timers is itself the check: the failed worker no longer holds the event loop.
      while (processed.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(processed).toEqual(['first']);
      expect(made.length).toBe(2);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('INFO failed on purpose'));
    } finally {
      info.mockRestore();
      warn.mockRestore();
      await ready.close();
      await queue.close();
    }
  });
});
