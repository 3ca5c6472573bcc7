import { Command } from '@nestjs/cqrs';
import type { PlayerBody } from '../../teams.schemas';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Record the user’s own pick (the slot is auto-assigned). */
export class DraftPlayerCommand extends Command<TeamCommandResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: PlayerBody,
  ) {
    super();
  }
}
