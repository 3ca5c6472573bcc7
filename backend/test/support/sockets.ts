import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';

/** Starts the app on a free loopback port (sockets need a real server) and returns its URL. */
export async function urlOf(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Resolves when the socket connects, rejects with the handshake's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for socket messages');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Polls `check` until it answers something truthy, which it returns; fails naming `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | false | null | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
