import { Command } from '@nestjs/cqrs';
import type { SwapBody } from '../../teams.schemas';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Move a rostered player into a slot (the previous occupant swaps places or goes to the bench). */
export class SwapSlotsCommand extends Command<TeamCommandResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: SwapBody,
  ) {
    super();
  }
}
