import { NotFoundException } from '@nestjs/common';
import { toBroadcastEvent, type RecordedEvent, type TeamEventPayload } from '@draftmode/domain';
import type { TeamReadModels } from '../queries/team-read-models';

export type { TeamEventPayload } from '@draftmode/domain';

/** The team's current roster, board and live grade, or nulls when the team is gone. */
export async function currentReadModels(
  readModels: TeamReadModels,
  teamId: string,
  userId: string,
): Promise<Pick<TeamEventPayload, 'roster' | 'board' | 'liveGrade'>> {
  try {
    const detail = await readModels.detail(teamId, userId);
    return { roster: detail.roster, board: detail.takenByOthers, liveGrade: detail.liveGrade };
  } catch (error) {
    if (error instanceof NotFoundException) return { roster: null, board: null, liveGrade: null };
    throw error;
  }
}

export function toTeamEventMessage(teamId: string, event: RecordedEvent, models: Pick<TeamEventPayload, 'roster' | 'board' | 'liveGrade'>): TeamEventPayload {
  return { teamId, version: event.version, event: toBroadcastEvent(event), ...models };
}

/** The Socket.IO room of one team. */
export function teamRoom(teamId: string): string {
  return `team:${teamId}`;
}
