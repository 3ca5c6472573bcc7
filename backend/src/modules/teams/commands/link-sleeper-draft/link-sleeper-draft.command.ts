import { Command } from '@nestjs/cqrs';
import type { SleeperSyncStatusDto } from '@draftmode/domain';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';
import type { LinkSleeperDraftBody } from './link-sleeper-draft.schemas';

/** What linking answers: the command's result and the sync status. */
export type LinkSleeperDraftResult = TeamCommandResult & {
  sleeperSync: SleeperSyncStatusDto;
};

/** Links a team to a Sleeper draft once the draft is found on Sleeper. */
export class LinkSleeperDraftCommand extends Command<LinkSleeperDraftResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: LinkSleeperDraftBody,
  ) {
    super();
  }
}
