import { Command } from '@nestjs/cqrs';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Remove a player from the roster (expectedVersion and commandId in the query string or the body). */
export class RemovePlayerFromRosterCommand extends Command<TeamCommandResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly playerId: string,
  ) {
    super();
  }
}
