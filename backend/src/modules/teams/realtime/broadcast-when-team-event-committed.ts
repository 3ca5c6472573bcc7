import { Injectable, Logger } from '@nestjs/common';
import { SOCKET_EVENTS, type RecordedEvent } from '@draftmode/domain';
import { TeamReadModels } from '../queries/team-read-models';
import { currentReadModels, teamRoom, toTeamEventMessage } from './team-event-message';
import { TeamRealtimeGateway } from './team-realtime.gateway';

/**
 * After a team command has committed (never inside its transaction), sends each new event to the
 * team's room with its version and the updated roster, board and live grade. With the Redis
 * adapter the room spans every backend process.
 */
@Injectable()
export class BroadcastWhenTeamEventCommitted {
  private readonly logger = new Logger(BroadcastWhenTeamEventCommitted.name);

  constructor(
    private readonly gateway: TeamRealtimeGateway,
    private readonly readModels: TeamReadModels,
  ) {}

  /** Never throws: a failed broadcast is logged, and clients catch up with `lastVersion` on rejoin. */
  async handle(teamId: string, userId: string, events: RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    try {
      const models = await currentReadModels(this.readModels, teamId, userId);
      const room = this.gateway.server.to(teamRoom(teamId));
      for (const event of events) room.emit(SOCKET_EVENTS.teamEvent, toTeamEventMessage(teamId, event, models));
    } catch (error) {
      this.logger.warn(`Broadcast of team ${teamId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
