import { NotFoundException } from '@nestjs/common';
import { toBroadcastEvent, type RecordedEvent, type TeamEventMessage } from '@draftmode/domain';
import type { LiveGradeDto, RosterDto, TakenByOtherDto, TeamReadModels } from '../queries/team-read-models';

/** What a `team.event` carries: the event with the read models GET /api/teams/:id answers (null once the team is deleted). */
export type TeamEventPayload = TeamEventMessage<RosterDto | null, TakenByOtherDto[] | null, LiveGradeDto | null>;

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
