import type {
  ImportedLeagueSettings,
  LinkYahooLeagueInput,
  TeamCommandResult,
  YahooAccountDto,
  YahooConnectDto,
  YahooLeaguePreviewDto,
  YahooLeaguesDto,
  YahooLinkDto,
  YahooLinkStatusDto,
} from '@draftmode/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sendTeamCommand } from '@/lib/teams-api';
import { withVersion } from './sleeper-sync';

export const yahooKeys = {
  account: ['yahoo', 'account'] as const,
  leagues: ['yahoo', 'leagues'] as const,
  link: (teamId: string) => ['teams', 'yahoo-link', teamId] as const,
  league: (teamId: string) => ['teams', 'yahoo-league', teamId] as const,
};

const teamPath = (teamId: string, rest: string) => `/teams/${encodeURIComponent(teamId)}/${rest}`;

/** GET /yahoo/account: whether a Yahoo account is connected (a 503 says Yahoo is not configured here). */
export function useYahooAccount() {
  return useQuery({
    queryKey: yahooKeys.account,
    queryFn: ({ signal }) => api<YahooAccountDto>('/yahoo/account', { signal }),
    retry: false,
  });
}

/** POST /yahoo/connect: the Yahoo sign-in address to send the browser to. */
export function startYahooConnect(): Promise<YahooConnectDto> {
  return api<YahooConnectDto>('/yahoo/connect', { method: 'POST' });
}

/** DELETE /yahoo/account: erases the tokens and unlinks the user's Yahoo-linked teams. */
export function disconnectYahoo(): Promise<void> {
  return api<void>('/yahoo/account', { method: 'DELETE' });
}

/** GET /yahoo/leagues, read when `enabled`: the connected user's NFL leagues. */
export function useYahooLeagues(enabled: boolean) {
  return useQuery({
    queryKey: yahooKeys.leagues,
    queryFn: ({ signal }) => api<YahooLeaguesDto>('/yahoo/leagues', { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** GET /teams/:id/yahoo-link: the team's Yahoo link or null. */
export function useYahooLink(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: yahooKeys.link(teamId),
    queryFn: ({ signal }) => api<YahooLinkStatusDto>(teamPath(teamId, 'yahoo-link'), { signal }),
    enabled,
  });
}

export function linkYahooLeague(teamId: string, body: LinkYahooLeagueInput): Promise<YahooLinkDto> {
  return api<YahooLinkDto>(teamPath(teamId, 'yahoo-link'), { method: 'POST', body });
}

export function unlinkYahooLeague(teamId: string): Promise<void> {
  return api<void>(teamPath(teamId, 'yahoo-link'), { method: 'DELETE' });
}

/** GET /teams/:id/yahoo-league, read when `enabled`: Yahoo's settings beside the team's. */
export function useYahooLeague(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: yahooKeys.league(teamId),
    queryFn: ({ signal }) => api<YahooLeaguePreviewDto>(teamPath(teamId, 'yahoo-league'), { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** Takes the previewed Yahoo settings as the team's, once more at the server's version after a 409. */
export function takeYahooSettings(teamId: string, version: number, settings: ImportedLeagueSettings): Promise<TeamCommandResult> {
  return withVersion(version, (expectedVersion, commandId) =>
    sendTeamCommand(teamId, expectedVersion, { type: 'changeLeagueSettings', settings }, commandId),
  );
}
