import type { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { freePort, redisConnections, startRedis, stopRedis } from './support/redis-server';
import { waitFor } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * An app closed while Redis is down closes every Redis connection it opened. BullMQ (6.7.0) left
 * the blocking connection of each worker closed during an outage open and reconnecting; once Redis
 * was back and dropped again, its error was thrown from a BullMQ listener and ended the process
 * (a CI run's Jest worker died of "Socket closed unexpectedly" after the test had closed its apps).
 */
describe('an app closed while Redis is down', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let testApp: TestApp | undefined;

  afterAll(async () => {
    await testApp?.close().catch(() => undefined);
    if (redis) await stopRedis(redis);
  });

  it('leaves no Redis connection behind once Redis is back', async () => {
    port = await freePort();
    redis = await startRedis(port);
    testApp = await startTestApp('reliability_redis_close', { REDIS_URL: `redis://127.0.0.1:${port}` });
    const app = testApp.app;
    // Its three BullMQ workers (email, bot picks, draft sync) wait for jobs on connections of their own.
    await waitFor(
      'the workers to wait for jobs',
      async () => redisConnections(port).filter((line) => line.includes('cmd=bzpopmin')).length === 3,
    );

    await stopRedis(redis);
    await waitFor('/health to report the outage', async () => (await request(app.getHttpServer()).get('/health')).status === 503);
    await testApp.close();
    testApp = undefined;

    redis = await startRedis(port);
    // A client left reconnecting is back within 2.2 s (node-redis waits at most 2 s and a jitter of
    // up to 200 ms between attempts); none may come back within five.
    const until = Date.now() + 5000;
    while (Date.now() < until) {
      expect(redisConnections(port)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
