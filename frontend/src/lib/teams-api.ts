import type {
  CreateTeamPayload,
  DraftHistoryEntryDto,
  LeagueSettingsPayload,
  RosterSlot,
  RosterSpots,
  TeamCommandResult,
  TeamDetailDto,
  TeamSummaryDto,
  WatchedTeamDto,
  WatchLinkDto,
} from '@draftmode/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './api';

/**
 * The teams API (/api/teams, /api/watch) for every feature that shows or changes a team: the
 * draft screen, My Teams, Profile and the watch page. Every command carries the version the
 * client last saw and a fresh command id (docs/draft-rules.md §5); a stale version answers 409 with
 * `ApiError.currentVersion`.
 */

export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  detail: (teamId: string) => [...teamKeys.all, 'detail', teamId] as const,
  history: (teamId: string) => [...teamKeys.all, 'history', teamId] as const,
  watched: (token: string) => ['watch', token] as const,
};

export function fetchTeams(signal?: AbortSignal): Promise<TeamSummaryDto[]> {
  return api<TeamSummaryDto[]>('/teams', { signal });
}

export function fetchTeam(teamId: string, signal?: AbortSignal): Promise<TeamDetailDto> {
  return api<TeamDetailDto>(`/teams/${encodeURIComponent(teamId)}`, { signal });
}

export function fetchTeamHistory(teamId: string, signal?: AbortSignal): Promise<DraftHistoryEntryDto[]> {
  return api<DraftHistoryEntryDto[]>(`/teams/${encodeURIComponent(teamId)}/history`, { signal });
}

function fetchWatchedTeam(token: string, signal?: AbortSignal): Promise<WatchedTeamDto> {
  return api<WatchedTeamDto>(`/watch/${encodeURIComponent(token)}`, { signal });
}

/** GET /teams: the signed-in user's teams with player counts and saved grades. */
export function useTeams() {
  return useQuery({ queryKey: teamKeys.list(), queryFn: ({ signal }) => fetchTeams(signal) });
}

/** GET /teams/:id: roster, taken-by-others board, live grade and version. */
export function useTeam(teamId: string | null) {
  return useQuery({
    queryKey: teamKeys.detail(teamId ?? ''),
    queryFn: ({ signal }) => fetchTeam(teamId!, signal),
    enabled: teamId !== null,
  });
}

export function useWatchedTeam(token: string) {
  return useQuery({ queryKey: teamKeys.watched(token), queryFn: ({ signal }) => fetchWatchedTeam(token, signal) });
}

/** Every change a user can make to a team, as the API names them (draft-core's `TeamCommand` is the same change as the rules see it). */
export type TeamRequest =
  | { type: 'rename'; name: string }
  | { type: 'delete' }
  | { type: 'changeLeagueSettings'; settings: LeagueSettingsPayload & { rosterSpots?: RosterSpots } }
  | { type: 'draftPlayer'; playerId: string }
  | { type: 'recordTakenByOther'; playerId: string }
  | { type: 'undoPick'; playerId: string }
  | { type: 'addToRoster'; playerId: string }
  | { type: 'removeFromRoster'; playerId: string }
  | { type: 'swapSlots'; slot: RosterSlot; playerId: string }
  | { type: 'saveReportCard'; grade: string; percentage: number; gradeBreakdown: { playerId: string; grade: string; advice: string }[] };

/**
 * Sends one command for a team at `expectedVersion`. `commandId` defaults to a fresh UUID; pass
 * the same one again to retry safely (the server answers the first result, writes nothing new).
 */
export function sendTeamCommand(
  teamId: string,
  expectedVersion: number,
  command: TeamRequest,
  commandId: string = crypto.randomUUID(),
): Promise<TeamCommandResult> {
  const base = `/teams/${encodeURIComponent(teamId)}`;
  const envelope = { expectedVersion, commandId };
  switch (command.type) {
    case 'rename':
      return api(base, { method: 'PATCH', body: { ...envelope, name: command.name } });
    case 'delete':
      return api(`${base}?expectedVersion=${expectedVersion}&commandId=${commandId}`, { method: 'DELETE' });
    case 'changeLeagueSettings':
      return api(`${base}/settings`, { method: 'PUT', body: { ...envelope, ...command.settings } });
    case 'draftPlayer':
      return api(`${base}/picks`, { method: 'POST', body: { ...envelope, playerId: command.playerId } });
    case 'recordTakenByOther':
      return api(`${base}/taken`, { method: 'POST', body: { ...envelope, playerId: command.playerId } });
    case 'undoPick':
      return api(`${base}/undo`, { method: 'POST', body: { ...envelope, playerId: command.playerId } });
    case 'addToRoster':
      return api(`${base}/roster`, { method: 'POST', body: { ...envelope, playerId: command.playerId } });
    case 'removeFromRoster':
      return api(`${base}/roster/${encodeURIComponent(command.playerId)}?expectedVersion=${expectedVersion}&commandId=${commandId}`, {
        method: 'DELETE',
      });
    case 'swapSlots':
      return api(`${base}/swap`, { method: 'POST', body: { ...envelope, slot: command.slot, playerId: command.playerId } });
    case 'saveReportCard':
      return api(`${base}/report-card`, {
        method: 'POST',
        body: { ...envelope, grade: command.grade, percentage: command.percentage, gradeBreakdown: command.gradeBreakdown },
      });
  }
}

/** POST /teams: creates a team (its stream starts at version 0). */
export function createTeam(payload: CreateTeamPayload, commandId: string = crypto.randomUUID()): Promise<TeamCommandResult> {
  return api<TeamCommandResult>('/teams', { method: 'POST', body: { ...payload, commandId } });
}

export function createWatchLink(teamId: string): Promise<WatchLinkDto> {
  return api<WatchLinkDto>(`/teams/${encodeURIComponent(teamId)}/watch-link`, { method: 'POST' });
}

export function revokeWatchLink(teamId: string): Promise<void> {
  return api<void>(`/teams/${encodeURIComponent(teamId)}/watch-link`, { method: 'DELETE' });
}

/** Puts a team's newer summary (a pick's version and player count) into the cached team list, without fetching the list again. */
export function updateTeamInList(queryClient: QueryClient, team: TeamSummaryDto): void {
  queryClient.setQueryData<TeamSummaryDto[]>(teamKeys.list(), (list) =>
    list?.map((listed) => (listed.id === team.id && listed.version < team.version ? team : listed)),
  );
}

/**
 * A team as a command's answer has it, into the cache: the detail, unless a later version is there
 * already (a change heard over the socket), and the team's row in the list.
 */
export function storeTeamDetail(queryClient: QueryClient, detail: TeamDetailDto): void {
  queryClient.setQueryData<TeamDetailDto>(teamKeys.detail(detail.team.id), (cached) =>
    cached && cached.version >= detail.version ? cached : detail,
  );
  updateTeamInList(queryClient, detail.team);
}

/**
 * Puts a command's answer into the cache: the team's detail is replaced by the server's view
 * (unless a later version is there already) and the team list is refetched (docs/draft-rules.md §8).
 */
export function applyCommandResult(queryClient: QueryClient, teamId: string, result: TeamCommandResult): void {
  // An answer that arrives after later changes were heard over the socket (a sync's picks) does not undo them.
  if (result.team) storeTeamDetail(queryClient, result.team);
  else queryClient.removeQueries({ queryKey: teamKeys.detail(teamId) });
  void queryClient.invalidateQueries({ queryKey: teamKeys.list() });
}

/** A mutation for one team's commands that keeps the cache in step with the answers. */
export function useTeamCommand(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, expectedVersion, commandId }: { command: TeamRequest; expectedVersion: number; commandId?: string }) =>
      sendTeamCommand(teamId, expectedVersion, command, commandId),
    onSuccess: (result) => applyCommandResult(queryClient, teamId, result),
  });
}

/** A mutation creating a team; the list is refetched after it. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateTeamPayload) => createTeam(payload),
    onSuccess: (result) => {
      if (result.team) queryClient.setQueryData(teamKeys.detail(result.team.team.id), result.team);
      void queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}
