import { Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { Server, Socket } from 'socket.io';

/**
 * What one client may ask of the realtime server (README "Limits"). Counted in each process: a
 * client stays on one replica behind the load balancer (nginx's `ip_hash`).
 */
export const SOCKET_LIMITS: SocketLimitSettings = {
  /** Connections one signed-in user may hold at once (a browser tab shares one). */
  socketsPerUser: 20,
  /** Connections without an account (watchers) from one client address. */
  socketsPerAddress: 50,
  /** Any event, per connection and per user (or address): a burst, then so many a second. */
  events: { perSocket: { burst: 60, perSecond: 10 }, perClient: { burst: 120, perSecond: 20 } },
  /** Joins and resyncs that read the team and what was missed (the gateway asks `takeJoin`), per connection and per user (or address). */
  joins: { perSocket: { burst: 20, perSecond: 2 }, perClient: { burst: 60, perSecond: 5 } },
  /** Events refused in a row before the connection is cut. */
  refusalsBeforeDisconnect: 20,
  /** Bytes waiting to be sent to a connection (its reader is not keeping up) past which it is cut. */
  maxBufferedBytes: 1024 * 1024,
};

interface SocketLimitSettings {
  socketsPerUser: number;
  socketsPerAddress: number;
  events: { perSocket: Rate; perClient: Rate };
  joins: { perSocket: Rate; perClient: Rate };
  refusalsBeforeDisconnect: number;
  maxBufferedBytes: number;
}

export const TOO_MANY_SOCKET_EVENTS = 'Too many requests on this connection: wait a moment, then try again.';
export const TOO_MANY_SOCKETS = `Too many open connections for this account (at most ${SOCKET_LIMITS.socketsPerUser}): close another tab and reload.`;
const TOO_MANY_WATCHERS = `Too many open connections from this address (at most ${SOCKET_LIMITS.socketsPerAddress}).`;

/** Events whose acknowledgement carries an HTTP-like error body rather than a message. */
const HTTP_ERROR_ACK_EVENTS = new Set(['team.pick']);

interface Rate {
  burst: number;
  perSecond: number;
}

/** A token bucket: `burst` at once, then `perSecond`. */
class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: Rate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.at = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.at) / 1000) * this.rate.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** True once the bucket has filled up again, so it can be forgotten. */
  full(now: number): boolean {
    return this.tokens + ((now - this.at) / 1000) * this.rate.perSecond >= this.rate.burst;
  }
}

/** What is waiting to go out to a connection: packets Engine.IO holds, and what the WebSocket has not written to the network. */
export function bufferedBytes(conn: {
  writeBuffer?: Array<{ data?: unknown }>;
  transport?: { socket?: { bufferedAmount?: number } };
}): number {
  let bytes = conn.transport?.socket?.bufferedAmount ?? 0;
  for (const packet of conn.writeBuffer ?? []) {
    const data = packet.data;
    bytes += typeof data === 'string' ? data.length : data instanceof ArrayBuffer || ArrayBuffer.isView(data) ? data.byteLength : 0;
  }
  return bytes;
}

/**
 * The client address of a request as Express reads it (`req.ip`): the connection's peer, or with
 * trusted proxies in front the first address in X-Forwarded-For that they did not add.
 */
export function clientAddress(request: IncomingMessage, trust: ((address: string, hop: number) => boolean) | undefined): string {
  const peer = request.socket?.remoteAddress ?? 'unknown';
  if (!trust) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const hops = [peer, ...forwarded];
  for (let i = 0; i < hops.length - 1; i++) if (!trust(hops[i]!, i)) return hops[i]!;
  return hops[hops.length - 1]!;
}

interface ClientBuckets {
  events: TokenBucket;
  joins: TokenBucket;
}

/** One connection's own buckets, who it belongs to, and how many of its events were refused in a row. */
interface SocketState extends ClientBuckets {
  client: string;
  refusedInRow: number;
}

/**
 * Keeps one client from slowing the realtime server for everyone: caps connections per user (or,
 * without an account, per address), rate-limits every event per connection and per user with
 * token buckets (a refused event is acknowledged with why; a connection that keeps sending while
 * refused is cut), and cuts a connection whose unsent messages keep piling up because its reader
 * does not read.
 */
@Injectable()
export class SocketLimits {
  private readonly logger = new Logger(SocketLimits.name);
  private readonly connections = new Map<string, number>();
  private readonly clients = new Map<string, ClientBuckets>();
  private readonly states = new WeakMap<Socket, SocketState>();
  private sweeper: NodeJS.Timeout | undefined;
  private limits: SocketLimitSettings = SOCKET_LIMITS;

  /**
   * Other limits for the connections made from now on: for a benchmark that plays many users'
   * traffic on a few accounts from one address. The app itself runs with {@link SOCKET_LIMITS}.
   */
  configure(limits: Partial<SocketLimitSettings>): void {
    this.limits = { ...this.limits, ...limits };
  }

  /**
   * Applies the limits to every connection of `server`. `clientOf` names who a connection belongs
   * to: `user:<id>` when signed in, else `address:<ip>`.
   */
  attach(server: Server, clientOf: (socket: Socket) => string): void {
    server.use((socket, next) => {
      const client = clientOf(socket);
      if ((this.connections.get(client) ?? 0) >= this.maxConnections(client)) return next(new Error(tooManyConnections(client)));
      next();
    });
    server.on('connection', (socket: Socket) => this.watch(socket, clientOf(socket)));
    // Buckets of clients that went quiet are full again: forget them.
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [client, buckets] of this.clients)
        if (buckets.events.full(now) && buckets.joins.full(now) && !this.connections.has(client)) this.clients.delete(client);
    }, 60_000);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Connections counted for a client (for tests and the admin's health view). */
  connectionsOf(client: string): number {
    return this.connections.get(client) ?? 0;
  }

  private watch(socket: Socket, client: string): void {
    socket.on('disconnect', () => {
      const left = (this.connections.get(client) ?? 1) - 1;
      if (left > 0) this.connections.set(client, left);
      else this.connections.delete(client);
    });
    const count = (this.connections.get(client) ?? 0) + 1;
    this.connections.set(client, count);
    // Handshakes that passed the middleware's check together: the count at connection is exact.
    if (count > this.maxConnections(client)) {
      cut(socket, tooManyConnections(client));
      return;
    }

    const now = Date.now();
    const state: SocketState = {
      client,
      events: new TokenBucket(this.limits.events.perSocket, now),
      joins: new TokenBucket(this.limits.joins.perSocket, now),
      refusedInRow: 0,
    };
    this.states.set(socket, state);
    socket.use((packet, next) => {
      const [event] = packet;
      const at = Date.now();
      // A refused event may have spent a token of the bucket asked before the one that refused it: that errs on the strict side.
      if (state.events.take(at) && this.bucketsOf(client, at).events.take(at)) {
        state.refusedInRow = 0;
        return next();
      }
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function') {
        (ack as (answer: unknown) => void)(
          HTTP_ERROR_ACK_EVENTS.has(String(event))
            ? { error: { statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_SOCKET_EVENTS } }
            : { error: TOO_MANY_SOCKET_EVENTS },
        );
      }
      this.refused(socket, state);
    });

    // Every message out checks what is still waiting for this reader.
    socket.conn.on('packetCreate', () => {
      if (bufferedBytes(socket.conn as unknown as Parameters<typeof bufferedBytes>[0]) <= this.limits.maxBufferedBytes) return;
      this.logger.warn('Dropped a socket that does not read what it is sent');
      dropAtOnce(socket);
    });
  }

  /**
   * Whether a join or resync that reads the database may go ahead on this socket (the events'
   * limit let it in; a malformed one costs nothing and is not counted). False: answer it with
   * {@link TOO_MANY_SOCKET_EVENTS}; a socket that keeps asking is cut.
   */
  takeJoin(socket: Socket): boolean {
    const state = this.states.get(socket);
    if (!state) return true;
    const at = Date.now();
    if (state.joins.take(at) && this.bucketsOf(state.client, at).joins.take(at)) {
      state.refusedInRow = 0;
      return true;
    }
    this.refused(socket, state);
    return false;
  }

  private refused(socket: Socket, state: SocketState): void {
    state.refusedInRow += 1;
    if (state.refusedInRow < this.limits.refusalsBeforeDisconnect) return;
    this.logger.warn(
      `Disconnected a socket of ${state.client.startsWith('user:') ? state.client : 'an anonymous watcher'} that kept sending past its rate limit`,
    );
    cut(socket, TOO_MANY_SOCKET_EVENTS);
  }

  private bucketsOf(client: string, now: number): ClientBuckets {
    let buckets = this.clients.get(client);
    if (!buckets) {
      buckets = { events: new TokenBucket(this.limits.events.perClient, now), joins: new TokenBucket(this.limits.joins.perClient, now) };
      this.clients.set(client, buckets);
    }
    return buckets;
  }

  private maxConnections(client: string): number {
    return client.startsWith('user:') ? this.limits.socketsPerUser : this.limits.socketsPerAddress;
  }
}

function tooManyConnections(client: string): string {
  return client.startsWith('user:') ? TOO_MANY_SOCKETS : TOO_MANY_WATCHERS;
}

/** Tells the client why and disconnects it; should it not read that either, the connection is dropped a second later. */
function cut(socket: Socket, message: string): void {
  socket.emit('error.message', { message });
  socket.disconnect(true);
  setTimeout(() => {
    if ((socket.conn as unknown as { readyState: string }).readyState !== 'closed') dropAtOnce(socket);
  }, 1000).unref();
}

/**
 * Closes a connection without waiting for what it has not read: a graceful close would wait for
 * the reader to drain the buffer (never), and a WebSocket's closing handshake for its answer.
 */
function dropAtOnce(socket: Socket): void {
  const conn = socket.conn as unknown as { transport?: { socket?: { terminate?: () => void } }; close(discard?: boolean): void };
  const terminate = conn.transport?.socket?.terminate;
  if (typeof terminate === 'function') terminate.call(conn.transport!.socket);
  else conn.close(true);
}
