import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamCommandExecutor, type TeamCommandResult } from '../team-command.executor';
import { ChangeLeagueSettingsCommand } from './change-league-settings.command';

@CommandHandler(ChangeLeagueSettingsCommand)
export class ChangeLeagueSettingsHandler implements ICommandHandler<ChangeLeagueSettingsCommand, TeamCommandResult> {
  constructor(private readonly executor: TeamCommandExecutor) {}

  execute(command: ChangeLeagueSettingsCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return this.executor.run(command.envelope, { type: 'ChangeLeagueSettings', data: { scoringFormat: body.scoringFormat, leagueSize: body.leagueSize, draftPosition: body.draftPosition, ...(body.rosterSpots ? { rosterSpots: body.rosterSpots } : {}) } });
  }
}
