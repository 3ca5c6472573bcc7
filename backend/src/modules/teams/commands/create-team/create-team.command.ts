import { Command } from '@nestjs/cqrs';
import type { CreateTeamBody } from '../../teams.schemas';
import type { TeamCommandResult } from '../team-command.handler';

/** Create a team (the server derives its id from the command id; expectedVersion is 0). */
export class CreateTeamCommand extends Command<TeamCommandResult> {
  constructor(
    readonly userId: string,
    readonly body: CreateTeamBody,
  ) {
    super();
  }
}
