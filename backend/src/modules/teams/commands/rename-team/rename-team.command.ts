import { Command } from '@nestjs/cqrs';
import type { RenameTeamBody } from '../../teams.schemas';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Rename a team. */
export class RenameTeamCommand extends Command<TeamCommandResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: RenameTeamBody,
  ) {
    super();
  }
}
