import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamCommandExecutor, type TeamCommandResult } from '../team-command.executor';
import { SaveReportCardCommand } from './save-report-card.command';

@CommandHandler(SaveReportCardCommand)
export class SaveReportCardHandler implements ICommandHandler<SaveReportCardCommand, TeamCommandResult> {
  constructor(private readonly executor: TeamCommandExecutor) {}

  execute(command: SaveReportCardCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return this.executor.run(command.envelope, { type: 'SaveReportCard', data: { grade: body.grade, percentage: body.percentage, gradeBreakdown: body.gradeBreakdown } });
  }
}
