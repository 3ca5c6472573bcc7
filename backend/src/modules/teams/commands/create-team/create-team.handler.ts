import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamCommandExecutor, teamIdForCreate, type TeamCommandResult } from '../team-command.executor';
import { CreateTeamCommand } from './create-team.command';

@CommandHandler(CreateTeamCommand)
export class CreateTeamHandler implements ICommandHandler<CreateTeamCommand, TeamCommandResult> {
  constructor(private readonly executor: TeamCommandExecutor) {}

  execute(command: CreateTeamCommand): Promise<TeamCommandResult> {
    const { userId, body } = command;
    const teamId = teamIdForCreate(userId, body.commandId);
    return this.executor.run(
      { teamId, userId, expectedVersion: 0, commandId: body.commandId },
      {
        type: 'CreateTeam',
        data: { teamId, userId, name: body.name, scoringFormat: body.scoringFormat, leagueSize: body.leagueSize, draftPosition: body.draftPosition },
      },
    );
  }
}
