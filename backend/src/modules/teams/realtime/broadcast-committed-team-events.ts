import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SOCKET_EVENTS } from '@draftmode/domain';
import { APP_CONFIG, type RuntimeConfig } from '../../../infra/config/app-config';
import { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from '../committed/committed-team-events';
import { commandMessages, teamRoom } from './team-event-message';
import { TeamRealtimeGateway } from './team-realtime.gateway';

/**
 * Sends each committed team event to the team's room with its version and what the command changed
 * of the roster, board and live grade (`commandMessages`: from the command's own answer, not read
 * again; a board change is the entries from the first one that changed). With the Redis adapter
 * the room spans every backend process. A lost message is caught up with `lastVersion` on resync.
 * The connection a pick came over already has the answer in its acknowledgement: it is left out,
 * so a client receives each result once (docs/teams-api.md).
 * In one process (no REDIS_URL) a room nobody else is in gets nothing: Socket.IO would encode
 * the message before finding no one to send it to, a tenth of a command's time.
 */
@Injectable()
export class BroadcastCommittedTeamEvents implements TeamEventSubscriber, OnModuleInit {
  readonly subscriberName = 'Socket.IO broadcast';
  private readonly logger = new Logger(BroadcastCommittedTeamEvents.name);
  private readonly roomsSpanProcesses: boolean;

  constructor(
    private readonly committed: CommittedTeamEvents,
    private readonly gateway: TeamRealtimeGateway,
    @Inject(APP_CONFIG) config: RuntimeConfig,
  ) {
    this.roomsSpanProcesses = Boolean(config.redisUrl);
  }

  onModuleInit(): void {
    this.committed.subscribe(this);
  }

  onCommitted({ teamId, events, change, team, originSocketId }: CommittedTeamCommand): void {
    // A deleted team's watch links resolve no more: its watchers hear so (after the room's message) and are cut off.
    if (events.some((event) => event.type === 'TeamDeleted')) {
      setImmediate(() => {
        this.gateway
          .disconnectTeamWatchers(teamId)
          .catch((error: unknown) =>
            this.logger.warn(
              `Could not disconnect the watchers of deleted team ${teamId}: ${error instanceof Error ? error.message : String(error)}`,
            ),
          );
      });
    }
    const roomName = teamRoom(teamId);
    if (!this.roomsSpanProcesses && !this.anyoneElseIn(roomName, originSocketId)) return;
    const room = originSocketId ? this.gateway.server.to(roomName).except(originSocketId) : this.gateway.server.to(roomName);
    for (const message of commandMessages(teamId, events, change, team?.takenByOthers.length ?? 0))
      room.emit(SOCKET_EVENTS.teamEvent, message);
  }

  /** Whether a socket of this process other than `originSocketId` is in the room. */
  private anyoneElseIn(roomName: string, originSocketId: string | undefined): boolean {
    const members = this.gateway.server.sockets.adapter.rooms.get(roomName);
    if (!members) return false;
    return members.size > (originSocketId !== undefined && members.has(originSocketId) ? 1 : 0);
  }
}
