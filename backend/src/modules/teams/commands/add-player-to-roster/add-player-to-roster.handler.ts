import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { AddPlayerToRosterCommand } from './add-player-to-roster.command';

@CommandHandler(AddPlayerToRosterCommand)
export class AddPlayerToRosterHandler implements ICommandHandler<AddPlayerToRosterCommand, TeamCommandResult> {
  constructor(private readonly commands: TeamCommandHandler) {}

  async execute(command: AddPlayerToRosterCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return commandResult(await this.commands.execute(command.envelope, { type: 'AddPlayerToRoster', data: { playerId: body.playerId } }));
  }
}
