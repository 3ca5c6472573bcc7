import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from '../committed/committed-team-events';
import { DraftSync } from './draft-sync.service';

/**
 * Keeps every platform's sync of a team in step with the team (docs/adr/0006-committed-event-subscribers.md):
 * a deleted team's syncs stop and their progress goes; new league settings (the league's own,
 * say) may give picks the old ones refused to their right side, so each linked platform's sync
 * goes over its draft again from the first pick (each pick is recorded once).
 */
@Injectable()
export class FollowTeamChanges implements TeamEventSubscriber, OnModuleInit {
  readonly subscriberName = 'Draft syncs of changed teams';

  constructor(
    private readonly committed: CommittedTeamEvents,
    private readonly sync: DraftSync,
  ) {}

  onModuleInit(): void {
    this.committed.subscribe(this);
  }

  async onCommitted({ teamId, userId, events }: CommittedTeamCommand): Promise<void> {
    if (events.some((event) => event.type === 'TeamDeleted')) await this.sync.teamDeleted(teamId);
    else if (events.some((event) => event.type === 'LeagueSettingsChanged')) await this.sync.followAgain(teamId, userId);
  }
}
