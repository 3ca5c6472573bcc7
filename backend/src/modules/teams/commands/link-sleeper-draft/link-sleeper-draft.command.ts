import { Command } from '@nestjs/cqrs';
import type { SleeperSyncStatusDto } from '@draftmode/domain';
import type { CommandEnvelope, TeamCommandResult } from '../team-command.handler';
import type { LinkSleeperDraftBody } from './link-sleeper-draft.schema';

/** What a link answers: the command result and the sync status it started. */
export type LinkSleeperDraftResult = TeamCommandResult & {
  sleeperSync: SleeperSyncStatusDto;
};

/** Link the team to a Sleeper draft, so its picks are recorded as they are made. */
export class LinkSleeperDraftCommand extends Command<LinkSleeperDraftResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: LinkSleeperDraftBody,
  ) {
    super();
  }
}
