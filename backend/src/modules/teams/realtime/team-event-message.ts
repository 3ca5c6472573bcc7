import { NotFoundException } from '@nestjs/common';
import { toBroadcastEvent, type RecordedEvent, type TeamChange, type TeamEventPayload, type TeamModels } from '@draftmode/domain';
import type { TeamReadModels } from '../queries/team-read-models';

export type { TeamEventPayload } from '@draftmode/domain';

/** The team's current roster, board and live grade, or nulls when the team is gone. */
export async function currentReadModels(readModels: TeamReadModels, teamId: string, userId: string): Promise<TeamModels> {
  try {
    const detail = await readModels.detail(teamId, userId);
    return { roster: detail.roster, board: detail.takenByOthers, liveGrade: detail.liveGrade, pickClock: detail.pickClock ?? null };
  } catch (error) {
    if (error instanceof NotFoundException) return { roster: null, board: null, liveGrade: null };
    throw error;
  }
}

/**
 * The `team.event` messages of one command's events (see `TeamEventMessage`): the first carries
 * what the command changed (`change`, the command's own, see `teamChange`; `boardLength`: the board
 * after it), the others follow on with no change. Nulls once the team is deleted (no change).
 */
export function commandMessages(
  teamId: string,
  events: readonly RecordedEvent[],
  change: TeamChange | null,
  boardLength: number,
): TeamEventPayload[] {
  if (!change) return goneMessages(teamId, events);
  const { roster, board, liveGrade, pickClock } = change;
  const clock = pickClock !== undefined ? { pickClock } : {};
  return messagesWith(teamId, events, roster ? { roster, board, ...clock } : { board, ...clock }, boardLength, liveGrade);
}

/**
 * The `team.event` messages of events a client missed, after which it has `models` (the current
 * ones): the first carries them whole, so it applies to whatever the client had, the others follow
 * on with no change.
 */
export function catchUpMessages(teamId: string, events: readonly RecordedEvent[], models: TeamModels): TeamEventPayload[] {
  if (!models.roster || !models.board) return goneMessages(teamId, events);
  return messagesWith(
    teamId,
    events,
    { roster: models.roster, board: { from: 0, entries: models.board }, pickClock: models.pickClock ?? null },
    models.board.length,
    models.liveGrade,
  );
}

/** The messages of a deleted team's events: nulls, which tell a client to read the team again (and find it gone). */
function goneMessages(teamId: string, events: readonly RecordedEvent[]): TeamEventPayload[] {
  return events.map((event) => ({
    teamId,
    version: event.version,
    event: toBroadcastEvent(event),
    roster: null,
    board: { from: 0, entries: [] },
    liveGrade: null,
  }));
}

function messagesWith(
  teamId: string,
  events: readonly RecordedEvent[],
  change: Pick<TeamEventPayload, 'roster' | 'board' | 'pickClock'>,
  boardLength: number,
  liveGrade: TeamEventPayload['liveGrade'],
): TeamEventPayload[] {
  const unchanged = { board: { from: boardLength, entries: [] } };
  return events.map((event, index) => ({
    teamId,
    version: event.version,
    event: toBroadcastEvent(event),
    ...(index === 0 ? change : unchanged),
    liveGrade,
  }));
}

/** The Socket.IO room of one team. */
export function teamRoom(teamId: string): string {
  return `team:${teamId}`;
}
