import { Command } from '@nestjs/cqrs';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Delete a team (expectedVersion and commandId in the query string or the body). */
export class DeleteTeamCommand extends Command<TeamCommandResult> {
  constructor(
    readonly envelope: CommandEnvelope,
  ) {
    super();
  }
}
