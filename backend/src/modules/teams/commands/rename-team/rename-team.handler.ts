import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamCommandExecutor, type TeamCommandResult } from '../team-command.executor';
import { RenameTeamCommand } from './rename-team.command';

@CommandHandler(RenameTeamCommand)
export class RenameTeamHandler implements ICommandHandler<RenameTeamCommand, TeamCommandResult> {
  constructor(private readonly executor: TeamCommandExecutor) {}

  execute(command: RenameTeamCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return this.executor.run(command.envelope, { type: 'RenameTeam', data: { name: body.name } });
  }
}
