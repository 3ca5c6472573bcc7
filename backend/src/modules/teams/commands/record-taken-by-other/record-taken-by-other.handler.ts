import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { RecordTakenByOtherCommand } from './record-taken-by-other.command';

@CommandHandler(RecordTakenByOtherCommand)
export class RecordTakenByOtherHandler implements ICommandHandler<RecordTakenByOtherCommand, TeamCommandResult> {
  constructor(private readonly commands: TeamCommandHandler) {}

  async execute(command: RecordTakenByOtherCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return commandResult(await this.commands.execute(command.envelope, { type: 'RecordTakenByOther', data: { playerId: body.playerId } }));
  }
}
