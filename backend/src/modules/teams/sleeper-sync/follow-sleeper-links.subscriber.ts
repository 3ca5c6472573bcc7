import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from '../committed/committed-team-events';
import { DraftSync } from '../draft-sync/draft-sync.service';

/**
 * Keeps the Sleeper sync in step with the team's committed link (docs/adr/0006-committed-event-subscribers.md):
 * a link starts following the draft, an unlink stops it and forgets the progress; picks already
 * recorded stay. A deleted team and new settings are every platform's (FollowTeamChanges).
 */
@Injectable()
export class FollowSleeperLinks implements TeamEventSubscriber, OnModuleInit {
  readonly subscriberName = 'Sleeper links';

  constructor(
    private readonly committed: CommittedTeamEvents,
    private readonly sync: DraftSync,
  ) {}

  onModuleInit(): void {
    this.committed.subscribe(this);
  }

  async onCommitted({ teamId, userId, events, state }: CommittedTeamCommand): Promise<void> {
    const linkChanged = events.some((event) => event.type === 'SleeperDraftLinked' || event.type === 'SleeperDraftUnlinked');
    if (!linkChanged || state.deleted) return;
    if (state.sleeper) await this.sync.linked('sleeper', teamId, userId);
    else await this.sync.unlinked('sleeper', teamId);
  }
}
