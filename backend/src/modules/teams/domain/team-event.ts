import type { RecordedEvent, TeamEvent } from '@draftmode/domain';

/** A stored event of a team stream as the draft-core event it is (the stored type string is the event's type). */
export function toTeamEvent(event: RecordedEvent): TeamEvent {
  return { type: event.type, data: event.data } as TeamEvent;
}
