import { NotFoundException } from '@nestjs/common';
import { toBroadcastEvent, type BoardChange, type RecordedEvent, type TakenByOtherDto, type TeamChange, type TeamDetailDto, type TeamEventPayload, type TeamModels } from '@draftmode/domain';
import type { TeamState } from '@draftmode/draft-core';
import type { TeamReadModels } from '../queries/team-read-models';

export type { TeamEventPayload } from '@draftmode/domain';

/** The team's current roster, board and live grade, or nulls when the team is gone. */
export async function currentReadModels(readModels: TeamReadModels, teamId: string, userId: string): Promise<TeamModels> {
  try {
    const detail = await readModels.detail(teamId, userId);
    return { roster: detail.roster, board: detail.takenByOthers, liveGrade: detail.liveGrade };
  } catch (error) {
    if (error instanceof NotFoundException) return { roster: null, board: null, liveGrade: null };
    throw error;
  }
}

/**
 * What a command changed from `before` to `team` (the team after it, `after` its state): the roster
 * when it changed, the board from its first changed entry, the live grade. The pick's acknowledgement
 * carries it, and the room's message of the command's first event.
 */
export function teamChange(before: TeamState, after: TeamState, team: TeamDetailDto): TeamChange {
  const rosterChanged = !before.exists || before.roster !== after.roster || before.ownPicks !== after.ownPicks;
  return { version: team.version, ...(rosterChanged ? { roster: team.roster } : {}), board: boardChange(before, after, team.takenByOthers), liveGrade: team.liveGrade };
}

/**
 * The `team.event` messages of one command's events (see `TeamEventMessage`): the first carries
 * what the command changed ({@link teamChange}), the others follow on with no change. Nulls once the
 * team is deleted.
 */
export function commandMessages(teamId: string, events: readonly RecordedEvent[], before: TeamState, after: TeamState, team: TeamDetailDto | null): TeamEventPayload[] {
  if (!team) return events.map((event) => ({ teamId, version: event.version, event: toBroadcastEvent(event), roster: null, board: { from: 0, entries: [] }, liveGrade: null }));
  const { roster, board } = teamChange(before, after, team);
  return messagesWith(teamId, events, roster ? { roster, board } : { board }, team.takenByOthers.length, team.liveGrade);
}

/**
 * The `team.event` messages of events a client missed, after which it has `models` (the current
 * ones): the first carries them whole, so it applies to whatever the client had, the others follow
 * on with no change.
 */
export function catchUpMessages(teamId: string, events: readonly RecordedEvent[], models: TeamModels): TeamEventPayload[] {
  if (!models.roster || !models.board) return events.map((event) => ({ teamId, version: event.version, event: toBroadcastEvent(event), roster: null, board: { from: 0, entries: [] }, liveGrade: null }));
  return messagesWith(teamId, events, { roster: models.roster, board: { from: 0, entries: models.board } }, models.board.length, models.liveGrade);
}

function messagesWith(
  teamId: string,
  events: readonly RecordedEvent[],
  change: Pick<TeamEventPayload, 'roster' | 'board'>,
  boardLength: number,
  liveGrade: TeamEventPayload['liveGrade'],
): TeamEventPayload[] {
  const unchanged = { board: { from: boardLength, entries: [] } };
  return events.map((event, index) => ({ teamId, version: event.version, event: toBroadcastEvent(event), ...(index === 0 ? change : unchanged), liveGrade }));
}

/**
 * How the board went from `before` to `board` (the board of `after`, by overall pick): the entries
 * from the first one that is not the same pick. A new scoring format changes every entry's ADP.
 */
function boardChange(before: TeamState, after: TeamState, board: TakenByOtherDto[]): BoardChange<TakenByOtherDto> {
  if (!before.exists || before.settings.scoringFormat !== after.settings.scoringFormat) return { from: 0, entries: board };
  const previous = [...before.takenByOthers].sort((a, b) => a.overallPick - b.overallPick);
  let from = 0;
  while (from < previous.length && from < board.length && previous[from]?.playerId === board[from]?.playerId && previous[from]?.overallPick === board[from]?.overallPick) from++;
  return { from, entries: board.slice(from) };
}

/** The Socket.IO room of one team. */
export function teamRoom(teamId: string): string {
  return `team:${teamId}`;
}
