import type { PickClockSettingsPayload, TeamCommandResult, TeamDetailDto } from '@draftmode/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { teamKeys } from '@/lib/teams-api';

/**
 * PUT /teams/:id/pick-clock: the league's seconds per pick (null: off) and whether the clock is
 * paused. Sent again once at the server's version when it answers 409 with one (a pick went in
 * first): the clock's settings do not depend on the picks, and the refused attempt wrote nothing.
 */
export async function setPickClock(teamId: string, version: number, settings: PickClockSettingsPayload): Promise<TeamCommandResult> {
  const commandId = crypto.randomUUID();
  const send = (expectedVersion: number) =>
    api<TeamCommandResult>(`/teams/${encodeURIComponent(teamId)}/pick-clock`, {
      method: 'PUT',
      body: { ...settings, expectedVersion, commandId },
    });
  try {
    return await send(version);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.currentVersion !== undefined && error.currentVersion !== version) {
      return send(error.currentVersion);
    }
    throw error;
  }
}

/** The answer into the cached team, unless a later version (a pick heard over the socket) is there already. */
export function applyPickClockResult(queryClient: QueryClient, teamId: string, result: TeamCommandResult): void {
  const team = result.team;
  if (!team) return;
  queryClient.setQueryData<TeamDetailDto>(teamKeys.detail(teamId), (cached) => (cached && cached.version >= team.version ? cached : team));
}
