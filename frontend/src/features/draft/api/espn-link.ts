import type {
  DraftSyncStatusDto,
  EspnLeaguePreviewDto,
  EspnLinkDto,
  EspnLinkStatusDto,
  ImportedLeagueSettings,
  LinkEspnLeagueInput,
  TeamCommandResult,
} from '@draftmode/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sendTeamCommand } from '@/lib/teams-api';
import { withVersion } from './sleeper-sync';

export const espnLinkKeys = {
  link: (teamId: string) => ['teams', 'espn-link', teamId] as const,
  league: (teamId: string) => ['teams', 'espn-league', teamId] as const,
};

const path = (teamId: string, rest: string) => `/teams/${encodeURIComponent(teamId)}/${rest}`;

/** GET /teams/:id/espn-link: the team's ESPN link or null (never the cookies). */
export function useEspnLink(teamId: string) {
  return useQuery({
    queryKey: espnLinkKeys.link(teamId),
    queryFn: ({ signal }) => api<EspnLinkStatusDto>(path(teamId, 'espn-link'), { signal }),
  });
}

/** POST /teams/:id/espn-link: the cookies go in and never come back (the answer says `private`). */
export function linkEspnLeague(teamId: string, body: LinkEspnLeagueInput): Promise<EspnLinkDto> {
  return api<EspnLinkDto>(path(teamId, 'espn-link'), { method: 'POST', body });
}

/** DELETE /teams/:id/espn-link: unlinks and erases the kept cookies; recorded picks stay. */
export function unlinkEspnLeague(teamId: string): Promise<void> {
  return api<void>(path(teamId, 'espn-link'), { method: 'DELETE' });
}

/** GET /teams/:id/espn-league, read when `enabled`: ESPN's settings beside the team's; a refusal is the server's one line. */
export function useEspnLeague(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: espnLinkKeys.league(teamId),
    queryFn: ({ signal }) => api<EspnLeaguePreviewDto>(path(teamId, 'espn-league'), { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** POST /teams/:id/espn-link/sync: reads ESPN's draft now (the poller records what is new) and answers the sync's status. */
export function pollEspnDraft(teamId: string): Promise<DraftSyncStatusDto> {
  return api<DraftSyncStatusDto>(path(teamId, 'espn-link/sync'), { method: 'POST' });
}

/** Takes the previewed ESPN settings as the team's, once more at the server's version after a 409. */
export function takeEspnSettings(teamId: string, version: number, settings: ImportedLeagueSettings): Promise<TeamCommandResult> {
  return withVersion(version, (expectedVersion, commandId) =>
    sendTeamCommand(teamId, expectedVersion, { type: 'changeLeagueSettings', settings }, commandId),
  );
}
