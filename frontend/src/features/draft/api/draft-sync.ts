import type { DraftPlatform, DraftSyncListDto, DraftSyncStatusDto } from '@draftmode/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** How often the screen reads a sync that is polling (the server polls the platform on its own). */
export const DRAFT_SYNC_STATUS_POLL_MS = 4000;

export const draftSyncKeys = {
  list: (teamId: string) => ['teams', 'draft-sync', teamId] as const,
};

/**
 * GET /teams/:id/draft-sync, read when `enabled`: the team's sync on `platform` (null when it has
 * none), read again while it polls.
 */
export function useDraftSync(teamId: string, platform: DraftPlatform, enabled: boolean) {
  const ofPlatform = (data: DraftSyncListDto | undefined): DraftSyncStatusDto | null =>
    data?.syncs.find((sync) => sync.platform === platform) ?? null;
  return useQuery({
    queryKey: draftSyncKeys.list(teamId),
    queryFn: ({ signal }) => api<DraftSyncListDto>(`/teams/${encodeURIComponent(teamId)}/draft-sync`, { signal }),
    enabled,
    select: ofPlatform,
    refetchInterval: (query) => (ofPlatform(query.state.data)?.polling ? DRAFT_SYNC_STATUS_POLL_MS : false),
  });
}
