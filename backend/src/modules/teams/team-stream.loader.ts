import { teamStreamId, type RecordedEvent } from '@draftmode/domain';
import { foldTeamEvents, type TeamState } from '@draftmode/draft-core';
import type { EntityManager } from 'typeorm';
import type { EventStore } from '../../infra/event-store/event-store';
import { toTeamEvent } from './domain/team-event';

export { toTeamEvent };

/** A team stream as stored, folded with draft-core's evolve, and its version (0 for no stream). */
export interface LoadedTeamStream {
  events: RecordedEvent[];
  state: TeamState;
  version: number;
}

/**
 * Reads a team's whole stream and folds it: the one place the stored events become a TeamState.
 * Pass `manager` to read inside a transaction.
 */
export async function loadTeamStream(store: EventStore, teamId: string, manager?: EntityManager): Promise<LoadedTeamStream> {
  const events = await store.readStream(teamStreamId(teamId), 1, manager ? { manager } : {});
  return { events, state: foldTeamEvents(events.map(toTeamEvent)), version: events.at(-1)?.version ?? 0 };
}
