import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, Socket } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient } from '../../src/infra/redis/redis.module';

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = new Socket();
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
    probe.connect(port, '127.0.0.1');
  });
}

/** A redis-server of the test's own on `port`, keeping nothing on disk (the shared one on 6379 is never touched). */
export async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (server.exitCode !== null) throw new Error(`redis-server on port ${port} exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

/** Kills the test's redis-server (SIGKILL: an outage, not a shutdown) and waits until it is gone. */
export function stopRedis(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGKILL');
  });
}

/** The connections the redis-server on `port` has (`CLIENT LIST`), a line each, less the one asking. */
export function redisConnections(port: number): string[] {
  // A bounded wait: an answer that never comes fails the caller's check instead of blocking the worker.
  const list = spawnSync('redis-cli', ['-p', String(port), 'CLIENT', 'LIST'], { encoding: 'utf8', timeout: 5000 }).stdout ?? '';
  return list.split('\n').filter((line) => line.startsWith('id=') && !line.includes('cmd=client|list'));
}

/** Deletes what an app on this test database left in the shared Redis (its keys carry the database's name). */
export async function clearRedisKeys(app: INestApplication, databaseUrl: string): Promise<void> {
  const redis = app.get<RedisClient>(REDIS_CLIENT);
  const keys = await redis.keys(`draftmode:${new URL(databaseUrl).pathname.slice(1)}:*`);
  if (keys.length > 0) await redis.del(keys);
}
