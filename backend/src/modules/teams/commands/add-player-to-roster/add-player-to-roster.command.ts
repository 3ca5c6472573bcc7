import { Command } from '@nestjs/cqrs';
import type { PlayerBody } from '../../teams.schemas';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Add a player to the roster outside the draft (My Teams). */
export class AddPlayerToRosterCommand extends Command<TeamCommandResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: PlayerBody,
  ) {
    super();
  }
}
