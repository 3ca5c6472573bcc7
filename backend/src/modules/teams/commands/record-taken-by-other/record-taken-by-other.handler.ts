import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamCommandExecutor, type TeamCommandResult } from '../team-command.executor';
import { RecordTakenByOtherCommand } from './record-taken-by-other.command';

@CommandHandler(RecordTakenByOtherCommand)
export class RecordTakenByOtherHandler implements ICommandHandler<RecordTakenByOtherCommand, TeamCommandResult> {
  constructor(private readonly executor: TeamCommandExecutor) {}

  execute(command: RecordTakenByOtherCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return this.executor.run(command.envelope, { type: 'RecordTakenByOther', data: { playerId: body.playerId } });
  }
}
