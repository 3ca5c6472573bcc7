import { Command } from '@nestjs/cqrs';
import type { PlayerBody } from '../../teams.schemas';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Record a player another team took. */
export class RecordTakenByOtherCommand extends Command<TeamCommandResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: PlayerBody,
  ) {
    super();
  }
}
