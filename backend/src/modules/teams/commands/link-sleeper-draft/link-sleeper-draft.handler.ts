import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BadRequestException, ServiceUnavailableException } from '@nestjs/common';
import { SLEEPER_MESSAGES } from '@draftmode/domain';
import { DraftSync } from '../../draft-sync/draft-sync.service';
import { sleeperPickClock } from '../../sleeper-sync/sleeper-draft-sync.adapter';
import { TeamReadModels } from '../../queries/team-read-models';
import { SleeperApiError, SleeperClient, type SleeperDraft } from '../../sleeper-sync/sleeper.client';
import { SleeperSyncStatusQuery } from '../../sleeper-sync/sleeper-sync-status.query';
import { commandResult, ExecuteTeamCommand } from '../team-command.handler';
import { LinkSleeperDraftCommand, type LinkSleeperDraftResult } from './link-sleeper-draft.command';

/** What a link answers: the command result and the sync status it started. */

/**
 * Links the team to a Sleeper draft (LinkSleeperDraft through TeamCommandHandler), once the draft
 * exists on Sleeper and the user has a link to spare, and answers with the sync status.
 */
@CommandHandler(LinkSleeperDraftCommand)
export class LinkSleeperDraftHandler implements ICommandHandler<LinkSleeperDraftCommand, LinkSleeperDraftResult> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readModels: TeamReadModels,
    private readonly client: SleeperClient,
    private readonly sync: DraftSync,
    private readonly status: SleeperSyncStatusQuery,
  ) {}

  async execute({ envelope, body }: LinkSleeperDraftCommand): Promise<LinkSleeperDraftResult> {
    // Another user's team is a 404 before anything is asked of Sleeper.
    await this.readModels.summary(envelope.teamId, envelope.userId);
    await this.sync.assertRoomForLink(envelope.userId, envelope.teamId);
    const draft = await this.existingDraft(body.draftId);

    // The polls start once the link is committed (FollowSleeperLinks).
    // The league's pick clock takes the Sleeper draft's timer in the same command (the polls then follow Sleeper's pauses).
    const result = commandResult(
      await this.commandBus.execute(
        new ExecuteTeamCommand(envelope, {
          type: 'LinkSleeperDraft',
          data: { draftId: body.draftId, draftSlot: body.draftSlot, pickClock: sleeperPickClock(draft) },
        }),
      ),
    );
    return {
      ...result,
      sleeperSync: await this.status.status(envelope.teamId, envelope.userId),
    };
  }

  /** The draft; a draft id Sleeper does not know is refused, and so is a link while Sleeper cannot be asked (503, retry). */
  private async existingDraft(draftId: string): Promise<SleeperDraft> {
    let draft;
    try {
      draft = await this.client.draft(draftId);
    } catch (error) {
      if (error instanceof SleeperApiError) throw new ServiceUnavailableException(SLEEPER_MESSAGES.unreachable);
      throw error;
    }
    if (draft === null) {
      const message = SLEEPER_MESSAGES.draftNotFound(draftId);
      throw new BadRequestException({ message, fields: { draftId: message } });
    }
    return draft;
  }
}
