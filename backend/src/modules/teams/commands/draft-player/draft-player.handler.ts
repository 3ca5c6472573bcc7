import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamCommandExecutor, type TeamCommandResult } from '../team-command.executor';
import { DraftPlayerCommand } from './draft-player.command';

@CommandHandler(DraftPlayerCommand)
export class DraftPlayerHandler implements ICommandHandler<DraftPlayerCommand, TeamCommandResult> {
  constructor(private readonly executor: TeamCommandExecutor) {}

  execute(command: DraftPlayerCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return this.executor.run(command.envelope, { type: 'DraftPlayer', data: { playerId: body.playerId } });
  }
}
