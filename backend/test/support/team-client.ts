import { SOCKET_EVENTS, SOCKET_PROTOCOL_VERSION } from '@draftmode/domain';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { TeamEventPayload } from '../../src/modules/teams/realtime/team-event-message';
import type { JoinTeamAck } from '../../src/modules/teams/realtime/team-realtime.gateway';

/**
 * A client that keeps a team in sync the way the app's does: it (re)joins with its last version
 * on every connect and when the server asks it to (`team.rejoin`), and asks for a resync when an
 * event skips a version.
 */
export class TeamClient {
  readonly socket: Socket;
  version = 0;
  readonly versions: number[] = [];
  resyncs = 0;
  private joins = 0;

  constructor(
    url: string,
    token: string,
    private readonly teamId: string,
    options: Partial<ManagerOptions & SocketOptions> = {},
  ) {
    this.socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnectionDelay: 100,
      reconnectionDelayMax: 200,
      forceNew: true,
      ...options,
    });
    this.socket.on('connect', () => void this.join().catch(() => undefined));
    this.socket.on(SOCKET_EVENTS.rejoin, () => void this.join().catch(() => undefined));
    this.socket.on(SOCKET_EVENTS.teamEvent, (message: TeamEventPayload) => this.receive(message));
  }

  get joined(): number {
    return this.joins;
  }

  private async join(): Promise<void> {
    const ack = (await this.socket.timeout(5000).emitWithAck(SOCKET_EVENTS.joinTeam, {
      protocol: SOCKET_PROTOCOL_VERSION,
      teamId: this.teamId,
      lastVersion: this.version,
    })) as JoinTeamAck;
    if ('version' in ack) this.version = Math.max(this.version, ack.version);
    this.joins += 1;
  }

  private receive(message: TeamEventPayload): void {
    if (message.version <= this.version) return;
    if (message.version > this.version + 1) {
      // A gap: an event was lost on the way (say, while Redis was down). Ask for what is missing.
      this.resyncs += 1;
      void this.socket
        .timeout(5000)
        .emitWithAck(SOCKET_EVENTS.teamResync, { teamId: this.teamId, lastVersion: this.version })
        .catch(() => undefined);
      return;
    }
    this.version = message.version;
    this.versions.push(message.version);
  }
}
