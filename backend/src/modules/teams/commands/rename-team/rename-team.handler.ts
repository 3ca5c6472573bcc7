import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { RenameTeamCommand } from './rename-team.command';

@CommandHandler(RenameTeamCommand)
export class RenameTeamHandler implements ICommandHandler<RenameTeamCommand, TeamCommandResult> {
  constructor(private readonly commands: TeamCommandHandler) {}

  async execute(command: RenameTeamCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return commandResult(await this.commands.execute(command.envelope, { type: 'RenameTeam', data: { name: body.name } }));
  }
}
