import type { PickClockSettingsPayload, TeamCommandResult } from '@draftmode/domain';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';

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
