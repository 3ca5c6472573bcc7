import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from '../../committed/committed-team-events';
import { EspnLinkStore } from './espn-link.store';

/**
 * A deleted team's ESPN link goes, its cookies with it (an account's links go by ON DELETE CASCADE);
 * FollowTeamChanges stops following its draft.
 */
@Injectable()
export class EraseEspnLinkWhenTeamDeleted implements TeamEventSubscriber, OnModuleInit {
  readonly subscriberName = 'ESPN link erasure';

  constructor(
    private readonly committed: CommittedTeamEvents,
    private readonly links: EspnLinkStore,
  ) {}

  onModuleInit(): void {
    this.committed.subscribe(this);
  }

  async onCommitted({ teamId, events }: CommittedTeamCommand): Promise<void> {
    if (events.some((event) => event.type === 'TeamDeleted')) await this.links.remove(teamId);
  }
}
