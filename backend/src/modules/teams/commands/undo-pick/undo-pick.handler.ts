import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { UndoPickCommand } from './undo-pick.command';

@CommandHandler(UndoPickCommand)
export class UndoPickHandler implements ICommandHandler<UndoPickCommand, TeamCommandResult> {
  constructor(private readonly commands: TeamCommandHandler) {}

  async execute(command: UndoPickCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return commandResult(await this.commands.execute(command.envelope, { type: 'UndoPick', data: { playerId: body.playerId } }));
  }
}
