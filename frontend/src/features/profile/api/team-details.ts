import type { DraftHistoryEntryDto, TeamDetailDto } from '@draftmode/domain';
import { useQueries } from '@tanstack/react-query';
import { fetchTeam, fetchTeamHistory, teamKeys } from '@/lib/teams-api';

/**
 * GET /teams/:id for each team (rosters for the grade cards), sharing the cache with `useTeam`
 * so My Teams and the draft screen reuse the answers.
 */
export function useTeamDetails(teamIds: readonly string[]) {
  return useQueries({
    queries: teamIds.map((teamId) => ({
      queryKey: teamKeys.detail(teamId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchTeam(teamId, signal),
    })),
    combine: (results) => ({
      byId: new Map(results.flatMap((result, index) => (result.data ? [[teamIds[index]!, result.data] as [string, TeamDetailDto]] : []))),
      error: results.find((result) => result.error)?.error ?? null,
      pending: results.some((result) => result.isPending),
    }),
  });
}

/** GET /teams/:id/history for each team: the saved report cards. */
export function useTeamHistories(teamIds: readonly string[]) {
  return useQueries({
    queries: teamIds.map((teamId) => ({
      queryKey: teamKeys.history(teamId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchTeamHistory(teamId, signal),
    })),
    combine: (results) => ({
      byId: new Map(
        results.flatMap((result, index) => (result.data ? [[teamIds[index]!, result.data] as [string, DraftHistoryEntryDto[]]] : [])),
      ),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}
