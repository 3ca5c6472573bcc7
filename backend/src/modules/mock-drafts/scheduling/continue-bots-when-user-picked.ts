import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from '../../teams';
import { MockDraftRepository } from '../mock-draft.repository';
import { MockDraftRunner } from '../mock-draft.runner';

/** The events after which the bots may have something to do: the user picked or undid a pick, or the team is gone. */
const TURN_EVENTS = new Set(['PlayerDrafted', 'PickUndone', 'TeamDeleted']);

/**
 * After the user's own pick or undo on a mock team commits — through /api/teams/:id/picks or
 * /undo, the chat, or the runner itself — the bots continue (or rewind). A committed-event
 * subscriber (docs/adr/0006-committed-event-subscribers.md): the teams module knows nothing of mock
 * drafts. It runs in the process that committed the command; a process that stops before it ran
 * is caught up by the runner's look at every running draft on boot.
 */
@Injectable()
export class ContinueBotsWhenUserPicked implements TeamEventSubscriber, OnModuleInit {
  readonly subscriberName = 'mock-draft bots';
  private readonly logger = new Logger(ContinueBotsWhenUserPicked.name);

  constructor(
    private readonly committed: CommittedTeamEvents,
    private readonly drafts: MockDraftRepository,
    private readonly runner: MockDraftRunner,
  ) {}

  onModuleInit(): void {
    this.committed.subscribe(this);
  }

  onCommitted({ teamId, state, events }: CommittedTeamCommand): void {
    if (!state.isMock || !events.some((event) => TURN_EVENTS.has(event.type))) return;
    this.drafts
      .idByTeam(teamId)
      .then((draftId) => {
        if (draftId) this.runner.kick(draftId);
      })
      .catch((error: unknown) =>
        this.logger.warn(`Mock draft lookup for team ${teamId} failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  }
}
