import { Command } from '@nestjs/cqrs';
import type { ReportCardBody } from '../../teams.schemas';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';

/** Save the report card: sets the team’s draft grade and records a draft-history entry. */
export class SaveReportCardCommand extends Command<TeamCommandResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: ReportCardBody,
  ) {
    super();
  }
}
