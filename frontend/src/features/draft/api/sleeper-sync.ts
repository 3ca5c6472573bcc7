import type { ImportedLeagueSettings, SleeperLeaguePreviewDto, SleeperSyncStatusDto, TeamCommandResult } from '@draftmode/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { sendTeamCommand } from '@/lib/teams-api';

/** How often the card reads the sync status while a draft is linked (the backend polls Sleeper every 3 s). */
export const SLEEPER_STATUS_POLL_MS = 4000;

export const sleeperSyncKeys = {
  status: (teamId: string) => ['teams', 'sleeper-sync', teamId] as const,
  league: (teamId: string) => ['teams', 'sleeper-league', teamId] as const,
};

/** GET /teams/:id/sleeper-sync: the linked draft, slot, last poll, picks recorded, unmatched picks and last error. */
function fetchSleeperSync(teamId: string, signal?: AbortSignal): Promise<SleeperSyncStatusDto> {
  return api<SleeperSyncStatusDto>(`/teams/${encodeURIComponent(teamId)}/sleeper-sync`, { signal });
}

/** The answer of POST /teams/:id/sleeper-link: the command result plus the sync status it started. */
type LinkSleeperResult = TeamCommandResult & { sleeperSync?: SleeperSyncStatusDto };

/**
 * Sends a team command that carries the stream version, once more at the server's current version
 * when it answers 409 with one (a bot or another screen wrote first). The same command id is
 * reused: the refused attempt wrote nothing.
 */
export async function withVersion<T>(version: number, send: (expectedVersion: number, commandId: string) => Promise<T>): Promise<T> {
  const commandId = crypto.randomUUID();
  try {
    return await send(version, commandId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.currentVersion !== undefined && error.currentVersion !== version) {
      return send(error.currentVersion, commandId);
    }
    throw error;
  }
}

/** POST /teams/:id/sleeper-link. */
export function linkSleeperDraft(
  teamId: string,
  version: number,
  link: { draftId: string; draftSlot: number | null },
): Promise<LinkSleeperResult> {
  return withVersion(version, (expectedVersion, commandId) =>
    api<LinkSleeperResult>(`/teams/${encodeURIComponent(teamId)}/sleeper-link`, {
      method: 'POST',
      body: { ...link, expectedVersion, commandId },
    }),
  );
}

/** DELETE /teams/:id/sleeper-link: stops the sync; picks already recorded stay. */
export function unlinkSleeperDraft(teamId: string, version: number): Promise<TeamCommandResult> {
  return withVersion(version, (expectedVersion, commandId) =>
    api<TeamCommandResult>(`/teams/${encodeURIComponent(teamId)}/sleeper-link?expectedVersion=${expectedVersion}&commandId=${commandId}`, {
      method: 'DELETE',
    }),
  );
}

/**
 * The sync status: read once (enough for a collapsed card's linked/unlinked summary), then every
 * few seconds only while `poll` is on (the card is open) and the team is linked.
 */
export function useSleeperSync(teamId: string, poll: boolean) {
  return useQuery({
    queryKey: sleeperSyncKeys.status(teamId),
    queryFn: ({ signal }) => fetchSleeperSync(teamId, signal),
    refetchInterval: (query) => (poll && query.state.data?.linked ? SLEEPER_STATUS_POLL_MS : false),
  });
}

/** GET /teams/:id/sleeper-league: the settings the linked draft's league describes, beside the team's, with notes. */
function fetchSleeperLeague(teamId: string, signal?: AbortSignal): Promise<SleeperLeaguePreviewDto> {
  return api<SleeperLeaguePreviewDto>(`/teams/${encodeURIComponent(teamId)}/sleeper-league`, { signal });
}

/**
 * The Sleeper league preview, read when `enabled` (the user asked for it) and again on demand; a
 * refusal (an auction, a league Sleeper does not have) is an error with the server's one line.
 */
export function useSleeperLeague(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: sleeperSyncKeys.league(teamId),
    queryFn: ({ signal }) => fetchSleeperLeague(teamId, signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * Takes the previewed Sleeper settings as the team's (PUT /teams/:id/settings). The live sync
 * records picks while the user reads the preview, so a version the sync moved on is retried once.
 */
export function takeSleeperSettings(teamId: string, version: number, settings: ImportedLeagueSettings): Promise<TeamCommandResult> {
  return withVersion(version, (expectedVersion, commandId) =>
    sendTeamCommand(teamId, expectedVersion, { type: 'changeLeagueSettings', settings }, commandId),
  );
}
