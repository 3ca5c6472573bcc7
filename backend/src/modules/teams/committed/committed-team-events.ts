import { Injectable, Logger } from '@nestjs/common';
import type { RecordedEvent, TeamChange, TeamDetailDto } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';

/** What one command committed: its events, the team's state after them, the team as answered and what it changed of it (nulls once deleted). */
export interface CommittedTeamCommand {
  teamId: string;
  userId: string;
  events: readonly RecordedEvent[];
  state: TeamState;
  change: TeamChange | null;
  team: TeamDetailDto | null;
  /** The live connection that sent the command and has its answer, if it came over one (see `CommandEnvelope`). */
  originSocketId?: string;
}

/** Something that reacts to committed team events (docs/adr/0006-committed-event-subscribers.md). */
export interface TeamEventSubscriber {
  /** For the log when it fails. */
  readonly subscriberName: string;
  /** Must be quick (hand longer work to a queue) and must not assume it runs only once per event. */
  onCommitted(committed: CommittedTeamCommand): Promise<void> | void;
}

/**
 * The one way to react to committed team events (docs/adr/0006-committed-event-subscribers.md).
 * The command handler publishes after its transaction commits, in the process that ran the command;
 * every subscriber gets the events with the folded state and the answer, so none reads them again.
 * A failing subscriber is logged and never fails the command or the other subscribers.
 */
@Injectable()
export class CommittedTeamEvents {
  private readonly logger = new Logger(CommittedTeamEvents.name);
  private readonly subscribers: TeamEventSubscriber[] = [];

  subscribe(subscriber: TeamEventSubscriber): void {
    this.subscribers.push(subscriber);
  }

  async publish(committed: CommittedTeamCommand): Promise<void> {
    if (committed.events.length === 0) return;
    await Promise.all(
      this.subscribers.map(async (subscriber) => {
        try {
          await subscriber.onCommitted(committed);
        } catch (error) {
          this.logger.warn(
            `${subscriber.subscriberName} failed on team ${committed.teamId}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }),
    );
  }
}
