import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { TeamState } from '@draftmode/draft-core';
import { PlayerPool } from '../../../player-pool';
import { CommittedTeamEvents, type CommittedTeamCommand, type TeamEventSubscriber } from '../../committed/committed-team-events';
import { leavesNextOwnPickToPrepare, prepareNextLiveGrade } from './live-grade';

/**
 * How long after a command its team's next own pick is prepared: longer than commands of one team
 * come apart in a burst, far shorter than a manager takes to pick.
 */
export const PREPARE_AFTER_MS = 25;

/**
 * After a committed command that leaves something new to grade the user's next own pick with
 * (`leavesNextOwnPickToPrepare`), prepares it in the time until that pick (`prepareNextLiveGrade`),
 * a subscriber of the committed events (docs/adr/0006-committed-event-subscribers.md). A team waits
 * {@link PREPARE_AFTER_MS} in a queue with its latest state, oldest first: a command of the team
 * that comes sooner replaces its state and restarts the wait, so a burst of commands (the
 * mock-draft bots, a busy server) does not prepare rosters that are gone before they are used. One
 * team is prepared per turn of the event loop, so the sockets' messages and other commands go
 * between them.
 */
@Injectable()
export class PrepareNextOwnPick implements TeamEventSubscriber, OnModuleInit {
  readonly subscriberName = 'Next own pick grade';
  private readonly logger = new Logger(PrepareNextOwnPick.name);
  /** Teams whose next own pick is prepared in the background, each with its latest state and when it is due, oldest first. */
  private readonly toPrepare = new Map<string, { state: TeamState; due: number }>();
  private preparing = false;

  constructor(
    private readonly committed: CommittedTeamEvents,
    private readonly pool: PlayerPool,
  ) {}

  onModuleInit(): void {
    this.committed.subscribe(this);
  }

  onCommitted({ teamId, events, state, team }: CommittedTeamCommand): void {
    if (!team || !leavesNextOwnPickToPrepare(events)) return;
    this.toPrepare.delete(teamId);
    this.toPrepare.set(teamId, { state, due: performance.now() + PREPARE_AFTER_MS });
    this.prepareInTurn();
  }

  /** Prepares what grading the next own pick of a team in `state` needs. */
  prepare(state: TeamState): void {
    prepareNextLiveGrade(state, this.pool.players, (id) => this.pool.get(id));
  }

  private prepareInTurn(): void {
    if (this.preparing) return;
    const first = this.toPrepare.entries().next();
    if (first.done) return;
    const [teamId, { due }] = first.value;
    this.preparing = true;
    const prepare = () => {
      this.preparing = false;
      const queued = this.toPrepare.get(teamId);
      // Replaced meanwhile: it waits anew at the end of the queue.
      if (queued && queued.due <= performance.now()) {
        this.toPrepare.delete(teamId);
        try {
          this.prepare(queued.state);
        } catch (error) {
          this.logger.warn(
            `Could not prepare the next pick grade of team ${teamId}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      this.prepareInTurn();
    };
    const wait = due - performance.now();
    if (wait > 0) setTimeout(prepare, wait).unref();
    else setImmediate(prepare);
  }
}
