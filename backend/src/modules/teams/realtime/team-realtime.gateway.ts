import { Logger, NotFoundException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import {
  MAX_REPLAY_EVENTS,
  SOCKET_EVENTS,
  SOCKET_PROTOCOL_VERSION,
  teamStreamId,
  type SocketErrorMessage,
  type TeamModels,
} from '@draftmode/domain';
import type { Server, Socket } from 'socket.io';
import { DataSource } from 'typeorm';
import { SESSION_ENDED } from '../../../infra/auth/jwt.strategy';
import { SessionUsers } from '../../../infra/auth/session-users';
import { TokenService } from '../../../infra/auth/token.service';
import { userRoom, UserSockets } from '../../../infra/auth/user-sockets';
import { EventStore } from '../../../infra/event-store/event-store';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../../../infra/http/dependency-unavailable';
import { Slots } from '../../../infra/concurrency/slots';
import { clientAddress, SocketLimits, TOO_MANY_SOCKET_EVENTS } from '../../../infra/realtime/socket-limits';
import { TEAM_NOT_FOUND, TeamReadModels } from '../queries/team-read-models';
import { WATCH_LINK_INACTIVE, WatchLinks } from '../watch-links/watch-links';
import { catchUpMessages, currentReadModels, teamRoom } from './team-event-message';

/** Joins and resyncs that read the database at once in one process; the pool has 10 connections. */
export const MAX_JOINS_AT_ONCE = 4;

const PROTOCOL_OUTDATED = 'DraftMode was updated. Please reload the page.';

/** What `team.join` acknowledges: the team's current version, or why the socket did not join. */
export type JoinTeamAck = { version: number } | { error: string };

/** What `team.leave` acknowledges: the room was left (also when the socket was not in it), or why not. */
export type LeaveTeamAck = { teamId: string; left: true } | { error: string };

/**
 * What `team.resync` acknowledges. With a `lastVersion` the events after it are sent first as
 * `team.event` messages, in order, and the ack carries the version reached; without one (or with a
 * version the server never had) the ack carries the full current state: roster, board, live grade.
 */
export type ResyncTeamAck = { version: number; missed: number } | { version: number; state: TeamModels } | { error: string };

export const TEAM_ID_REQUIRED = 'teamId is required: the id of a team this socket joined';
export const NOT_JOINED = 'Join the team (team.join) before asking to resync it';
export const LAST_VERSION_INVALID = 'lastVersion must be a whole number of zero or more (the team version you last saw)';

/** An owner's socket carries its user id; an anonymous socket (no `auth.token`) can only watch. */
interface SocketUser {
  userId?: string;
  /** The token version the socket signed in with; a revocation bumps the user's. */
  tokenVersion?: number;
  /** Watch links this socket joined with, so revoking one cuts its watchers off. */
  watchLinkIds?: string[];
  /** Teams this socket joined → their owner, for resync; and each team's watch link, for leave. */
  joined?: Record<string, { ownerId: string; linkId?: string }>;
}

/** The user a socket signed in as at the handshake (and the token version it used), or null for an anonymous watcher. */
export function socketSession(socket: Socket): { userId: string; tokenVersion: number } | null {
  const { userId, tokenVersion } = socket.data as SocketUser;
  return userId !== undefined && tokenVersion !== undefined ? { userId, tokenVersion } : null;
}

/** The room of the sockets watching through one watch link. */
function watchLinkRoom(linkId: string): string {
  return `watch-link:${linkId}`;
}

/**
 * The realtime gateway (docs/draft-rules.md §5): the JWT is checked at the handshake (signature and the user's
 * token version, like the HTTP strategy), and an owner joins one room per team. A socket without
 * `auth.token` is anonymous and may only join read-only with a watch token. A client that rejoins
 * with its last version first receives the events it missed, in order.
 */
@WebSocketGateway({ path: '/socket.io' })
export class TeamRealtimeGateway implements OnGatewayInit<Server>, OnGatewayConnection<Socket> {
  @WebSocketServer() server!: Server;
  private readonly logger = new Logger(TeamRealtimeGateway.name);
  /** Joins and resyncs reading the database at once in this process (see `oneOfFew`). */
  readonly joinSlots = new Slots(MAX_JOINS_AT_ONCE);

  constructor(
    private readonly tokens: TokenService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly readModels: TeamReadModels,
    private readonly watchLinks: WatchLinks,
    private readonly userSockets: UserSockets,
    private readonly sessionUsers: SessionUsers,
    private readonly limits: SocketLimits,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  afterInit(server: Server): void {
    this.userSockets.attach(server);
    server.use((socket, next) => {
      const auth = socket.handshake.auth as Record<string, unknown> | undefined;
      // No token at all: an anonymous watcher. A token that is present but invalid is refused.
      if (auth?.['token'] === undefined) return next();
      this.authenticate(auth).then(
        (user) => {
          if (!user) return next(new Error(SESSION_ENDED));
          (socket.data as SocketUser).userId = user.userId;
          (socket.data as SocketUser).tokenVersion = user.tokenVersion;
          next();
        },
        (error: unknown) => {
          this.logger.warn(`Socket handshake failed: ${error instanceof Error ? error.message : String(error)}`);
          // The token could not be checked: say so rather than that the session ended.
          next(new Error(isDatabaseUnavailable(error) ? DATABASE_UNAVAILABLE : SESSION_ENDED));
        },
      );
    });
    // After the handshake's check: a connection counts against its user, or without an account its address.
    const trust = this.adapterHost.httpAdapter?.getInstance<{ get?: (setting: string) => unknown }>()?.get?.('trust proxy fn') as
      ((address: string, hop: number) => boolean) | undefined;
    this.limits.attach(server, (socket) => {
      const { userId } = socket.data as SocketUser;
      return userId !== undefined ? `user:${userId}` : `address:${clientAddress(socket.request, trust)}`;
    });
  }

  /**
   * A signed-in socket joins its user's room, through which a revocation disconnects it. The token
   * version is checked again once the socket is in the room: a sign-out that committed while this
   * socket was between the handshake and the room would otherwise have missed it.
   */
  async handleConnection(socket: Socket): Promise<void> {
    const { userId } = socket.data as SocketUser;
    if (userId === undefined) return;
    await socket.join(userRoom(userId));
    if (!(await this.sessionStillValid(socket))) this.endSession(socket);
  }

  @SubscribeMessage(SOCKET_EVENTS.joinTeam)
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<JoinTeamAck> {
    const request = (isRecord(body) ? body : {}) as { protocol?: unknown; teamId?: unknown; watchToken?: unknown; lastVersion?: unknown };
    if (request.protocol !== SOCKET_PROTOCOL_VERSION) return this.refuse(socket, PROTOCOL_OUTDATED);
    if (request.watchToken !== undefined) return this.joinAsWatcher(socket, request.watchToken, request.lastVersion);
    const userId = (socket.data as SocketUser).userId;
    if (typeof request.teamId !== 'string' || userId === undefined) return this.refuse(socket, TEAM_NOT_FOUND);
    const teamId = request.teamId;
    if (!this.limits.takeJoin(socket)) return { error: TOO_MANY_SOCKET_EVENTS };
    return this.oneOfFew(() => this.joinAsOwner(socket, userId, teamId, request.lastVersion));
  }

  private async joinAsOwner(socket: Socket, userId: string, teamId: string, lastVersion: unknown): Promise<JoinTeamAck> {
    // Joining a team is a privilege of the owner's live session, not of the token they once had.
    if (!(await this.sessionStillValid(socket))) return this.endSession(socket);

    let version: number;
    try {
      version = (await this.readModels.summary(teamId, userId)).version;
    } catch (error) {
      if (error instanceof NotFoundException) return this.refuse(socket, TEAM_NOT_FOUND);
      throw error;
    }
    // Joined before reading what was missed, so nothing committed meanwhile falls in between
    // (a client may see a version twice and keeps the first).
    await socket.join(teamRoom(teamId));
    remember(socket, teamId, { ownerId: userId });
    return { version: await this.sendMissed(socket, teamId, userId, version, lastVersion) };
  }

  /** Leaves a team's room (and the watch link's room it joined through); the socket stays connected. */
  @SubscribeMessage(SOCKET_EVENTS.leaveTeam)
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<LeaveTeamAck> {
    const teamId = isRecord(body) ? body['teamId'] : undefined;
    if (typeof teamId !== 'string' || teamId === '') return this.refuse(socket, TEAM_ID_REQUIRED);
    const data = socket.data as SocketUser;
    const joined = data.joined?.[teamId];
    await socket.leave(teamRoom(teamId));
    if (joined?.linkId) {
      await socket.leave(watchLinkRoom(joined.linkId));
      data.watchLinkIds = (data.watchLinkIds ?? []).filter((id) => id !== joined.linkId);
    }
    if (data.joined) delete data.joined[teamId];
    return { teamId, left: true };
  }

  /**
   * Brings a joined socket up to date without leaving the room: the events after `lastVersion`,
   * or the full current state when it has no usable version (say, after its store was cleared).
   */
  @SubscribeMessage(SOCKET_EVENTS.teamResync)
  async resync(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ResyncTeamAck> {
    const teamId = isRecord(body) ? body['teamId'] : undefined;
    if (typeof teamId !== 'string' || teamId === '') return this.refuse(socket, TEAM_ID_REQUIRED);
    const joined = (socket.data as SocketUser).joined?.[teamId];
    if (!joined || !socket.rooms.has(teamRoom(teamId))) return this.refuse(socket, NOT_JOINED);
    const lastVersion = isRecord(body) ? body['lastVersion'] : undefined;
    if (
      lastVersion !== undefined &&
      lastVersion !== null &&
      !(typeof lastVersion === 'number' && Number.isInteger(lastVersion) && lastVersion >= 0)
    ) {
      return this.refuse(socket, LAST_VERSION_INVALID);
    }
    if (!this.limits.takeJoin(socket)) return { error: TOO_MANY_SOCKET_EVENTS };
    return this.oneOfFew(() => this.resyncJoined(socket, teamId, joined, lastVersion));
  }

  private async resyncJoined(
    socket: Socket,
    teamId: string,
    joined: { ownerId: string; linkId?: string },
    lastVersion: unknown,
  ): Promise<ResyncTeamAck> {
    let version: number;
    try {
      version = (await this.readModels.summary(teamId, joined.ownerId)).version;
    } catch (error) {
      if (error instanceof NotFoundException) return this.refuse(socket, joined.linkId ? WATCH_LINK_INACTIVE : TEAM_NOT_FOUND);
      throw error;
    }
    if (joined.linkId && !(await this.watchLinks.isActive(joined.linkId))) return this.refuse(socket, WATCH_LINK_INACTIVE);
    if (typeof lastVersion === 'number' && lastVersion <= version) {
      const reached = await this.sendMissed(socket, teamId, joined.ownerId, version, lastVersion);
      return { version: reached, missed: reached - lastVersion };
    }
    return { version, state: await currentReadModels(this.readModels, teamId, joined.ownerId) };
  }

  /** Cuts off the sockets watching through revoked links: they are told why, then disconnected. */
  disconnectWatchers(linkIds: string[]): void {
    for (const linkId of linkIds) {
      const room = this.server.to(watchLinkRoom(linkId));
      room.emit(SOCKET_EVENTS.error, { message: WATCH_LINK_INACTIVE } satisfies SocketErrorMessage);
      this.server.in(watchLinkRoom(linkId)).disconnectSockets();
    }
  }

  /**
   * Cuts off the sockets watching a deleted team (its links resolve no more): they are told the
   * link is no longer active, then disconnected, in every process. The owner's sockets stay.
   */
  async disconnectTeamWatchers(teamId: string): Promise<void> {
    const sockets = await this.server.in(teamRoom(teamId)).fetchSockets();
    for (const socket of sockets) {
      if (!(socket.data as SocketUser).joined?.[teamId]?.linkId) continue;
      socket.emit(SOCKET_EVENTS.error, { message: WATCH_LINK_INACTIVE } satisfies SocketErrorMessage);
      socket.disconnect(true);
    }
  }

  /** Joins a team's room read-only through a watch link (no account needed). */
  private async joinAsWatcher(socket: Socket, watchToken: unknown, lastVersion: unknown): Promise<JoinTeamAck> {
    if (typeof watchToken !== 'string' || watchToken === '') return this.refuse(socket, WATCH_LINK_INACTIVE);
    if (!this.limits.takeJoin(socket)) return { error: TOO_MANY_SOCKET_EVENTS };
    return this.oneOfFew(() => this.joinThroughLink(socket, watchToken, lastVersion));
  }

  private async joinThroughLink(socket: Socket, watchToken: string, lastVersion: unknown): Promise<JoinTeamAck> {
    let link;
    let version: number;
    try {
      link = await this.watchLinks.resolve(watchToken);
      version = (await this.readModels.summary(link.teamId, link.ownerId)).version;
    } catch (error) {
      if (error instanceof NotFoundException) return this.refuse(socket, WATCH_LINK_INACTIVE);
      throw error;
    }
    await socket.join([teamRoom(link.teamId), watchLinkRoom(link.linkId)]);
    // A revoke that committed between resolving the token and joining would have missed this socket.
    if (!(await this.watchLinks.isActive(link.linkId))) {
      await socket.leave(teamRoom(link.teamId));
      await socket.leave(watchLinkRoom(link.linkId));
      return this.refuse(socket, WATCH_LINK_INACTIVE);
    }
    const data = socket.data as SocketUser;
    data.watchLinkIds = [...(data.watchLinkIds ?? []), link.linkId];
    remember(socket, link.teamId, { ownerId: link.ownerId, linkId: link.linkId });
    return { version: await this.sendMissed(socket, link.teamId, link.ownerId, version, lastVersion) };
  }

  /**
   * Sends the events after `lastVersion` the client missed, the first with the current read models
   * whole (`catchUpMessages`); returns the version it is now at. Past {@link MAX_REPLAY_EVENTS}
   * only the latest is sent, with the current state and how many were skipped: what a join costs
   * does not grow with the stream.
   */
  private async sendMissed(socket: Socket, teamId: string, ownerId: string, version: number, lastVersion: unknown): Promise<number> {
    if (typeof lastVersion === 'number' && Number.isInteger(lastVersion) && lastVersion >= 0 && lastVersion < version) {
      const from = Math.max(lastVersion + 1, version - MAX_REPLAY_EVENTS + 1);
      const skipped = from - (lastVersion + 1);
      const missed = await this.store.readStream(teamStreamId(teamId), skipped > 0 ? version : from);
      const models = await currentReadModels(this.readModels, teamId, ownerId);
      const messages = catchUpMessages(teamId, missed, models);
      if (skipped > 0 && messages[0]) messages[0] = { ...messages[0], skipped: missed[0]!.version - lastVersion - 1 };
      for (const message of messages) socket.emit(SOCKET_EVENTS.teamEvent, message);
      return missed.at(-1)?.version ?? version;
    }
    return version;
  }

  /**
   * Runs a join or resync in one of {@link MAX_JOINS_AT_ONCE} slots: a flood of joins (from many
   * sockets, each within its rate limit) waits here instead of queueing its reads in front of
   * every other request on the database pool.
   */
  private async oneOfFew<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.joinSlots.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** True while the user of this signed-in socket exists and has not revoked the token it used. */
  private async sessionStillValid(socket: Socket): Promise<boolean> {
    const { userId, tokenVersion } = socket.data as SocketUser;
    const user = await this.sessionUsers.find(userId ?? '');
    return user !== null && user.tokenVersion === tokenVersion;
  }

  /** Tells a socket whose session was revoked why, then disconnects it. */
  private endSession(socket: Socket): { error: string } {
    const refusal = this.refuse(socket, SESSION_ENDED);
    socket.disconnect(true);
    return refusal;
  }

  private refuse(socket: Socket, message: string): { error: string } {
    socket.emit(SOCKET_EVENTS.error, { message } satisfies SocketErrorMessage);
    return { error: message };
  }

  /** The user behind the handshake's `auth.token`, or null when it is missing, invalid or revoked. */
  private async authenticate(auth: Record<string, unknown> | undefined): Promise<SocketUser | null> {
    const token = auth?.['token'];
    if (typeof token !== 'string' || token === '') return null;
    let claims;
    try {
      claims = this.tokens.verify(token);
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
    const user = await this.sessionUsers.find(claims.sub);
    if (!user || user.tokenVersion !== claims.ver) return null;
    return { userId: user.id, tokenVersion: user.tokenVersion };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function remember(socket: Socket, teamId: string, joined: { ownerId: string; linkId?: string }): void {
  const data = socket.data as SocketUser;
  data.joined = { ...data.joined, [teamId]: joined };
}
