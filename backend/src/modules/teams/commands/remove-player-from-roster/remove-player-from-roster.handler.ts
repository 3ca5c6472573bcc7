import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamCommandExecutor, type TeamCommandResult } from '../team-command.executor';
import { RemovePlayerFromRosterCommand } from './remove-player-from-roster.command';

@CommandHandler(RemovePlayerFromRosterCommand)
export class RemovePlayerFromRosterHandler implements ICommandHandler<RemovePlayerFromRosterCommand, TeamCommandResult> {
  constructor(private readonly executor: TeamCommandExecutor) {}

  execute(command: RemovePlayerFromRosterCommand): Promise<TeamCommandResult> {
    const { playerId } = command;
    return this.executor.run(command.envelope, { type: 'RemovePlayerFromRoster', data: { playerId } });
  }
}
