import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordPastedPicksResult } from '@draftmode/domain';
import { commandResult, ExecuteTeamCommand } from '../commands/team-command.handler';
import { PreviewPastedPicksQuery } from './preview-pasted-picks.query';
import { RecordPastedPicksCommand } from './record-pasted-picks.command';

/**
 * Plans the paste on the team as it stands and sends its new picks as one RecordPicks team command
 * at the client's expected version: if the team moved since the preview the client saw, the team
 * command answers 409 with the current version (or, for a retried command id, its first result),
 * so nothing is recorded against a list compared with another state.
 */
@CommandHandler(RecordPastedPicksCommand)
export class RecordPastedPicksHandler implements ICommandHandler<RecordPastedPicksCommand, RecordPastedPicksResult> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly preview: PreviewPastedPicksQuery,
  ) {}

  async execute({ envelope, text }: RecordPastedPicksCommand): Promise<RecordPastedPicksResult> {
    const plan = await this.preview.execute(envelope.userId, envelope.teamId, text);
    const outcome = await this.commandBus.execute(
      new ExecuteTeamCommand(envelope, { type: 'RecordPicks', data: { picks: plan.toRecord } }),
    );
    const recorded = outcome.events.length === 0 ? 0 : plan.toRecord.length;
    const after = recorded === 0 ? plan : this.preview.planOn(text, outcome.state, outcome.version);
    return { ...commandResult(outcome), recorded, preview: after.preview };
  }
}
