import { Command } from '@nestjs/cqrs';
import type { LeagueSettingsBody } from '../../teams.schemas';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Change scoring, league size, draft position and roster spots. */
export class ChangeLeagueSettingsCommand extends Command<TeamCommandResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: LeagueSettingsBody,
  ) {
    super();
  }
}
