import type { DraftSyncListDto } from '@draftmode/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** How often an open sync panel reads the status while a draft is polled (the backend polls every 3 s). */
export const DRAFT_SYNC_STATUS_POLL_MS = 4000;

export const draftSyncKeys = {
  list: (teamId: string) => ['teams', 'draft-sync', teamId] as const,
};

/** GET /teams/:id/draft-sync: the team's syncs, one per linked platform, in one shape. */
export function fetchDraftSyncs(teamId: string, signal?: AbortSignal): Promise<DraftSyncListDto> {
  return api<DraftSyncListDto>(`/teams/${encodeURIComponent(teamId)}/draft-sync`, { signal });
}

/** The team's syncs: read once, then every few seconds while `poll` is on and one of them polls. */
export function useDraftSyncs(teamId: string, poll: boolean) {
  return useQuery({
    queryKey: draftSyncKeys.list(teamId),
    queryFn: ({ signal }) => fetchDraftSyncs(teamId, signal),
    refetchInterval: (query) => (poll && query.state.data?.syncs.some((sync) => sync.polling) ? DRAFT_SYNC_STATUS_POLL_MS : false),
  });
}
