import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandResult, TeamCommandHandler, type TeamCommandResult } from '../team-command.handler';
import { SaveReportCardCommand } from './save-report-card.command';

@CommandHandler(SaveReportCardCommand)
export class SaveReportCardHandler implements ICommandHandler<SaveReportCardCommand, TeamCommandResult> {
  constructor(private readonly commands: TeamCommandHandler) {}

  async execute(command: SaveReportCardCommand): Promise<TeamCommandResult> {
    const { body } = command;
    return commandResult(await this.commands.execute(command.envelope, { type: 'SaveReportCard', data: { grade: body.grade, percentage: body.percentage, gradeBreakdown: body.gradeBreakdown } }));
  }
}
