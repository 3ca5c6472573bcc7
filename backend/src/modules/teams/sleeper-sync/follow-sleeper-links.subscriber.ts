import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from '../committed/committed-team-events';
import { DraftSync } from '../draft-sync/draft-sync.service';

/**
 * Keeps the Sleeper polls in step with the team's committed link (docs/adr/0006-committed-event-subscribers.md):
 * a link starts the draft sync (and so does a change of the league settings of a linked team); an
 * unlink or the team's deletion stops it and forgets the progress. Picks already recorded stay.
 */
@Injectable()
export class FollowSleeperLinks implements TeamEventSubscriber, OnModuleInit {
  readonly subscriberName = 'Sleeper polls';

  constructor(
    private readonly committed: CommittedTeamEvents,
    private readonly sync: DraftSync,
  ) {}

  onModuleInit(): void {
    this.committed.subscribe(this);
  }

  async onCommitted({ teamId, userId, events, state }: CommittedTeamCommand): Promise<void> {
    const linkChanged = events.some(
      (event) => event.type === 'SleeperDraftLinked' || event.type === 'SleeperDraftUnlinked' || event.type === 'TeamDeleted',
    );
    // New settings (the Sleeper league's, say) may own picks the old ones refused at Sleeper's
    // numbers: the sync goes over the draft again, as after a link (each pick is recorded once).
    const settingsChanged = state.sleeper !== null && events.some((event) => event.type === 'LeagueSettingsChanged');
    if (!linkChanged && !settingsChanged) return;
    if (state.sleeper && !state.deleted) await this.sync.linked('sleeper', teamId, userId);
    else await this.sync.unlinked('sleeper', teamId);
  }
}
