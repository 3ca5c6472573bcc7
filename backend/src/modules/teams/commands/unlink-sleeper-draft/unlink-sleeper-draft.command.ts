import { Command } from '@nestjs/cqrs';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Stop following the team's Sleeper draft (picks already recorded stay). */
export class UnlinkSleeperDraftCommand extends Command<TeamCommandResult> {
  constructor(readonly envelope: CommandEnvelope) {
    super();
  }
}
