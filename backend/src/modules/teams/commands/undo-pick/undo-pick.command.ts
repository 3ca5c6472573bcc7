import { Command } from '@nestjs/cqrs';
import type { PlayerBody } from '../../teams.schemas';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Undo an own pick or a taken-by-other record of a player. */
export class UndoPickCommand extends Command<TeamCommandResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: PlayerBody,
  ) {
    super();
  }
}
