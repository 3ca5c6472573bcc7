/**
 * The engine benchmark's bare baselines (engine.bench.ts), measured in the same run on the same
 * PostgreSQL: transactional single-row INSERTs and a bare Socket.IO echo, with or without an
 * INSERT per message; and how a series of latencies is printed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Client, Pool } from 'pg';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { percentile } from './bench-support';

/** One line of a latency series: count, mean, p50, p95, p99 and max, in ms. */
export function latencyLine(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length);
  return `${label.padEnd(44)} n=${String(sorted.length).padStart(5)}  mean ${mean.toFixed(1).padStart(6)} ms  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)}  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)}  p99 ${percentile(sorted, 99).toFixed(1).padStart(6)}  max ${(sorted.at(-1) ?? NaN).toFixed(1).padStart(6)}`;
}

/** 1. BENCH_TEAMS clients, each `BEGIN; INSERT one row; COMMIT` for `durationMs`: single-row transactions per second. */
export async function bareInsertLoop(databaseUrl: string, clients: number, durationMs: number): Promise<number> {
  const setup = new Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query(
    'CREATE TABLE bench_bare_inserts (id bigserial PRIMARY KEY, stream_id text NOT NULL, version integer NOT NULL, data jsonb NOT NULL)',
  );
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  let done = 0;
  const started = performance.now();
  await Promise.all(
    connections.map(async (client, index) => {
      for (let version = 1; performance.now() - started < durationMs; version++) {
        await client.query('BEGIN');
        await client.query('INSERT INTO bench_bare_inserts (stream_id, version, data) VALUES ($1, $2, $3)', [
          `bare-${index}`,
          version,
          JSON.stringify({ playerId: `p${version}` }),
        ]);
        await client.query('COMMIT');
        done++;
      }
    }),
  );
  const rate = (done / (performance.now() - started)) * 1000;
  await Promise.all(connections.map((client) => client.end()));
  await setup.query('DROP TABLE bench_bare_inserts');
  await setup.end();
  return rate;
}

export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/**
 * 4b. A bare Socket.IO server: one client of each room emits, the server sends it to the `members`
 * others in the room; the latency from the emit to each member's receipt. With `writeTo` (a
 * database URL) the server first INSERTs each message in its own transaction, over a pool of 10
 * connections as the backend's: the least a pick that is written before it is sent can cost.
 */
export async function echoLatencies(rooms: number, members: number, rounds: number, writeTo?: string): Promise<number[]> {
  const pool = writeTo ? new Pool({ connectionString: writeTo, max: 10 }) : null;
  await pool?.query('CREATE TABLE IF NOT EXISTS bench_echo_writes (id bigserial PRIMARY KEY, room text NOT NULL, message jsonb NOT NULL)');
  const http = createServer();
  const server = new Server(http);
  server.on('connection', (socket) => {
    socket.on('join', (room: string, ack: () => void) => void Promise.resolve(socket.join(room)).then(ack));
    socket.on('ping', (message: { room: string; sent: number }) => {
      if (!pool) return void socket.to(message.room).emit('pong', message);
      void pool
        .query('INSERT INTO bench_echo_writes (room, message) VALUES ($1, $2)', [message.room, JSON.stringify(message)])
        .then(() => socket.to(message.room).emit('pong', message));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const latencies: number[] = [];
  const sockets: ClientSocket[][] = [];
  for (let room = 0; room < rooms; room++) {
    // The emitter first, then the members.
    const roomSockets = Array.from({ length: members + 1 }, () => connect(url, { transports: ['websocket'], forceNew: true }));
    await Promise.all(roomSockets.map(connected));
    await Promise.all(roomSockets.map((socket) => new Promise<void>((resolve) => socket.emit('join', `room-${room}`, resolve))));
    sockets.push(roomSockets);
  }
  try {
    for (let round = 0; round < rounds; round++) {
      await Promise.all(
        sockets.map((roomSockets, room) => {
          const received = roomSockets.slice(1).map(
            (socket) =>
              new Promise<void>((resolve) => {
                const onPong = (message: { room: string; sent: number; round: number }) => {
                  if (message.round !== round) return;
                  latencies.push(performance.now() - message.sent);
                  socket.off('pong', onPong);
                  resolve();
                };
                socket.on('pong', onPong);
              }),
          );
          roomSockets[0]?.emit('ping', { room: `room-${room}`, sent: performance.now(), round });
          return Promise.all(received);
        }),
      );
    }
  } finally {
    for (const socket of sockets.flat()) socket.disconnect();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await pool?.end();
  }
  return latencies;
}
