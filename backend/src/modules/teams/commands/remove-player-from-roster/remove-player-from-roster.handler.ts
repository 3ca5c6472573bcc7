import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { RemovePlayerFromRosterCommand } from './remove-player-from-roster.command';

@CommandHandler(RemovePlayerFromRosterCommand)
export class RemovePlayerFromRosterHandler implements ICommandHandler<RemovePlayerFromRosterCommand, TeamCommandResult> {
  constructor(private readonly commands: TeamCommandHandler) {}

  async execute(command: RemovePlayerFromRosterCommand): Promise<TeamCommandResult> {
    const { playerId } = command;
    return commandResult(await this.commands.execute(command.envelope, { type: 'RemovePlayerFromRoster', data: { playerId } }));
  }
}
