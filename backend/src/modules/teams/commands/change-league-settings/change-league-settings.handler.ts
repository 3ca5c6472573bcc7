import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { ChangeLeagueSettingsCommand } from './change-league-settings.command';

@CommandHandler(ChangeLeagueSettingsCommand)
export class ChangeLeagueSettingsHandler implements ICommandHandler<ChangeLeagueSettingsCommand, TeamCommandResult> {
  constructor(private readonly commands: TeamCommandHandler) {}

  async execute(command: ChangeLeagueSettingsCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return commandResult(await this.commands.execute(command.envelope, { type: 'ChangeLeagueSettings', data: { scoringFormat: body.scoringFormat, leagueSize: body.leagueSize, draftPosition: body.draftPosition, ...(body.rosterSpots ? { rosterSpots: body.rosterSpots } : {}) } }));
  }
}
