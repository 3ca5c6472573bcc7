import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SOCKET_EVENTS } from '@draftmode/domain';
import { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from '../committed/committed-team-events';
import { teamRoom, toTeamEventMessage } from './team-event-message';
import { TeamRealtimeGateway } from './team-realtime.gateway';

/**
 * Sends each committed team event to the team's room with its version and the roster, board and
 * live grade after the command (the command's own answer, not read again). With the Redis adapter
 * the room spans every backend process. A lost message is caught up with `lastVersion` on resync.
 * The connection a pick came over already has the answer in its acknowledgement: it is left out,
 * so a client receives each result once (docs/teams-api.md).
 */
@Injectable()
export class BroadcastCommittedTeamEvents implements TeamEventSubscriber, OnModuleInit {
  readonly subscriberName = 'Socket.IO broadcast';

  constructor(
    private readonly committed: CommittedTeamEvents,
    private readonly gateway: TeamRealtimeGateway,
  ) {}

  onModuleInit(): void {
    this.committed.subscribe(this);
  }

  onCommitted({ teamId, events, team, originSocketId }: CommittedTeamCommand): void {
    const models = team ? { roster: team.roster, board: team.takenByOthers, liveGrade: team.liveGrade } : { roster: null, board: null, liveGrade: null };
    const room = originSocketId ? this.gateway.server.to(teamRoom(teamId)).except(originSocketId) : this.gateway.server.to(teamRoom(teamId));
    for (const event of events) room.emit(SOCKET_EVENTS.teamEvent, toTeamEventMessage(teamId, event, models));
  }
}
