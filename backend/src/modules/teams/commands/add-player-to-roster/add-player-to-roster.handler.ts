import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamCommandExecutor, type TeamCommandResult } from '../team-command.executor';
import { AddPlayerToRosterCommand } from './add-player-to-roster.command';

@CommandHandler(AddPlayerToRosterCommand)
export class AddPlayerToRosterHandler implements ICommandHandler<AddPlayerToRosterCommand, TeamCommandResult> {
  constructor(private readonly executor: TeamCommandExecutor) {}

  execute(command: AddPlayerToRosterCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return this.executor.run(command.envelope, { type: 'AddPlayerToRoster', data: { playerId: body.playerId } });
  }
}
