import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from '../../committed/committed-team-events';
import { YahooLinkStore } from './yahoo-link.store';

/** A deleted team's Yahoo link goes (an account's links and tokens go by ON DELETE CASCADE). */
@Injectable()
export class EraseYahooLinkWhenTeamDeleted implements TeamEventSubscriber, OnModuleInit {
  readonly subscriberName = 'Yahoo link erasure';

  constructor(
    private readonly committed: CommittedTeamEvents,
    private readonly links: YahooLinkStore,
  ) {}

  onModuleInit(): void {
    this.committed.subscribe(this);
  }

  async onCommitted({ teamId, events }: CommittedTeamCommand): Promise<void> {
    if (events.some((event) => event.type === 'TeamDeleted')) await this.links.remove(teamId);
  }
}
