import { Command } from '@nestjs/cqrs';
import type { RecordPastedPicksResult } from '@draftmode/domain';
import type { CommandEnvelope } from '../commands/team-command.handler';

/** Records the picks of a pasted list that the team does not have yet, in one append (RecordPicks). */
export class RecordPastedPicksCommand extends Command<RecordPastedPicksResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly text: string,
  ) {
    super();
  }
}
