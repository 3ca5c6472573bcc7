import type { DraftPlatform, DraftSyncListDto, DraftSyncStatusDto } from '@draftmode/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** How often the screen reads a sync that is polling (the server polls the platform on its own). */
const DRAFT_SYNC_STATUS_POLL_MS = 4000;

export const draftSyncKeys = {
  list: (teamId: string) => ['teams', 'draft-sync', teamId] as const,
};

/** GET /teams/:id/draft-sync: the team's syncs, one per linked platform, in one shape. */
function fetchDraftSyncs(teamId: string, signal?: AbortSignal): Promise<DraftSyncListDto> {
  return api<DraftSyncListDto>(`/teams/${encodeURIComponent(teamId)}/draft-sync`, { signal });
}

/** Every platform's sync of the team (the draft room sync card's summary): read once, then while `poll` and one polls. */
export function useDraftSyncs(teamId: string, poll: boolean) {
  return useQuery({
    queryKey: draftSyncKeys.list(teamId),
    queryFn: ({ signal }) => fetchDraftSyncs(teamId, signal),
    refetchInterval: (query) => (poll && query.state.data?.syncs.some((sync) => sync.polling) ? DRAFT_SYNC_STATUS_POLL_MS : false),
  });
}

/**
 * The team's sync on `platform` (null when it has none), read when `enabled` and again while it
 * polls: the same read as {@link useDraftSyncs}, one platform's part of it.
 */
export function useDraftSync(teamId: string, platform: DraftPlatform, enabled: boolean) {
  const ofPlatform = (data: DraftSyncListDto | undefined): DraftSyncStatusDto | null =>
    data?.syncs.find((sync) => sync.platform === platform) ?? null;
  return useQuery({
    queryKey: draftSyncKeys.list(teamId),
    queryFn: ({ signal }) => fetchDraftSyncs(teamId, signal),
    enabled,
    select: ofPlatform,
    refetchInterval: (query) => (ofPlatform(query.state.data)?.polling ? DRAFT_SYNC_STATUS_POLL_MS : false),
  });
}
