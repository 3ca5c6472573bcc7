import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { DraftPlayerCommand } from './draft-player.command';

@CommandHandler(DraftPlayerCommand)
export class DraftPlayerHandler implements ICommandHandler<DraftPlayerCommand, TeamCommandResult> {
  constructor(private readonly commands: TeamCommandHandler) {}

  async execute(command: DraftPlayerCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return commandResult(await this.commands.execute(command.envelope, { type: 'DraftPlayer', data: { playerId: body.playerId } }));
  }
}
