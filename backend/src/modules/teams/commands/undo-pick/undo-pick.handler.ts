import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamCommandExecutor, type TeamCommandResult } from '../team-command.executor';
import { UndoPickCommand } from './undo-pick.command';

@CommandHandler(UndoPickCommand)
export class UndoPickHandler implements ICommandHandler<UndoPickCommand, TeamCommandResult> {
  constructor(private readonly executor: TeamCommandExecutor) {}

  execute(command: UndoPickCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return this.executor.run(command.envelope, { type: 'UndoPick', data: { playerId: body.playerId } });
  }
}
