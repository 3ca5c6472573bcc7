import { Command } from '@nestjs/cqrs';
import type { CommandEnvelope } from '../team-command.handler';
import type { LinkSleeperDraftResult } from './link-sleeper-draft.handler';
import type { LinkSleeperDraftBody } from './link-sleeper-draft.schemas';

/** Links a team to a Sleeper draft once the draft is found on Sleeper. */
export class LinkSleeperDraftCommand extends Command<LinkSleeperDraftResult> {
  constructor(
    readonly envelope: CommandEnvelope,
    readonly body: LinkSleeperDraftBody,
  ) {
    super();
  }
}
