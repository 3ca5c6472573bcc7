import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from '../../committed/committed-team-events';
import { DraftSync } from '../draft-sync.service';
import { EspnLinkStore } from './espn-link.store';

/**
 * A deleted team's ESPN link goes, its cookies with it, and its draft is no longer followed (an
 * account's links go by ON DELETE CASCADE; the poller then finds no link and stops).
 */
@Injectable()
export class EraseEspnLinkWhenTeamDeleted implements TeamEventSubscriber, OnModuleInit {
  readonly subscriberName = 'ESPN link erasure';

  constructor(
    private readonly committed: CommittedTeamEvents,
    private readonly links: EspnLinkStore,
    private readonly draftSync: DraftSync,
  ) {}

  onModuleInit(): void {
    this.committed.subscribe(this);
  }

  async onCommitted({ teamId, events }: CommittedTeamCommand): Promise<void> {
    if (!events.some((event) => event.type === 'TeamDeleted')) return;
    await this.draftSync.unlinked('espn', teamId);
    await this.links.remove(teamId);
  }
}
