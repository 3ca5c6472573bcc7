import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer, Socket } from 'node:net';
import { join } from 'node:path';
import { root } from './compose';

/** The built backend, as the backend image runs it (`node backend/dist/src/main.js`). */
export const backendMain = join(root, 'backend', 'dist', 'src', 'main.js');

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

/** True when something accepts connections on the loopback port. */
export function answers(port: number): Promise<boolean> {
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

/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Backend {
  name: string;
  port: number;
  process: ChildProcess;
  /** Everything it printed (JSON log lines). */
  output(): string;
  /** Resolves when it is ready; rejects with its output if it exits first. */
  ready: Promise<void>;
  /** Exit code (or signal) once it has exited. */
  exited: Promise<number | string>;
  stop(): Promise<void>;
}

/** Starts one backend process with exactly `env` (plus PATH and HOME). */
export function startBackend(name: string, port: number, env: Record<string, string>): Backend {
  const child = spawn(process.execPath, [backendMain], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const ready = (async () => {
    let gone: number | string | undefined;
    void exited.then((code) => (gone = code));
    await waitFor(
      () => {
        if (gone !== undefined) throw new Error(`backend ${name} exited (${gone}) before it was ready:\n${output.slice(-3000)}`);
        return output.includes('DraftMode is running');
      },
      `backend ${name} to start`,
      90_000,
    );
  })();
  // A start that is meant to fail is awaited through `exited`; its `ready` needs no handler.
  ready.catch(() => undefined);
  return {
    name,
    port,
    process: child,
    output: () => output,
    ready,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGTERM, as `docker stop` sends: the backend closes its sockets and connections and exits.
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(force);
      }
    },
  };
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * One HTTP request from the loopback address `from`: nginx's ip_hash picks the replica by the
 * client address, so a test client is a client by the address it connects from.
 */
export function call(
  url: string,
  options: { method?: string; path: string; from?: string; token?: string; body?: unknown },
): Promise<Reply> {
  const target = new URL(options.path, url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      target,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        localAddress: options.from,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json: <T>() => JSON.parse(body) as T });
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}
