import { CommandBus } from '@nestjs/cqrs';
import { Logger, UnauthorizedException } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { SOCKET_EVENTS, type PickCommandAck } from '@draftmode/domain';
import { pickCommandOf } from '@draftmode/draft-core';
import type { Socket } from 'socket.io';
import { SESSION_ENDED } from '../../../infra/auth/jwt.strategy';
import { SessionUsers } from '../../../infra/auth/session-users';
import { toApiError } from '../../../infra/http/api-exception.filter';
import { ZodValidationPipe } from '../../../infra/http/zod-validation.pipe';
import { socketSession } from '../realtime/team-realtime.gateway';
import { pickCommandRequestSchema, type PickCommandBody } from '../teams.schemas';
import { commandResult, ExecuteTeamCommand } from './team-command.handler';

const validate = new ZodValidationPipe(pickCommandRequestSchema);

/**
 * The draft's pick commands over the live connection (`team.pick`, docs/teams-api.md): the same
 * commands, checks and answers as POST /api/teams/:id/picks, /taken and /undo, without an HTTP
 * request per tap. The socket signed in at the handshake (TeamRealtimeGateway); like the HTTP
 * strategy, each command checks that the session has not been revoked since. The acknowledgement
 * carries what the command changed of the team at the version the client sent (`TeamCommandOutcome.change`,
 * as the room's message does), the HTTP answer for a retried command id or a command that changed nothing,
 * or the HTTP error body (`toApiError`), so both transports fail alike; the room's broadcast of the
 * pick skips this connection, which has the answer already.
 */
@WebSocketGateway({ path: '/socket.io' })
export class PickCommandsGateway {
  private readonly logger = new Logger(PickCommandsGateway.name);

  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessionUsers: SessionUsers,
  ) {}

  @SubscribeMessage(SOCKET_EVENTS.pickCommand)
  async handle(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<PickCommandAck> {
    try {
      const session = socketSession(socket);
      if (!session) throw new UnauthorizedException(SESSION_ENDED);
      // As over HTTP: the session first (401), then the payload (400). A valid pick has its session
      // checked by the command (in the append's statement, or before any other answer).
      const pending = this.sessionUsers.pending(session);
      let request: PickCommandBody;
      try {
        request = validate.transform(body);
      } catch (error) {
        await pending.confirm();
        throw error;
      }
      const { teamId, expectedVersion, commandId, type, playerId } = request;
      const envelope = { teamId, userId: session.userId, expectedVersion, commandId, originSocketId: socket.id, session: pending };
      const outcome = await this.commandBus.execute(new ExecuteTeamCommand(envelope, pickCommandOf(type, playerId)));
      // The client has the team at the version it sent: what changed is enough (docs/teams-api.md).
      if (outcome.change) return { change: outcome.change };
      return { result: commandResult(outcome) };
    } catch (error) {
      const answer = toApiError(error);
      // As the HTTP filter logs them: a dependency down for now (503) is a warning, any other 5xx a bug.
      if (answer.statusCode === 503) this.logger.warn(`Answered 503: ${error instanceof Error ? error.message : String(error)}`);
      else if (answer.statusCode >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return { error: answer };
    }
  }
}
