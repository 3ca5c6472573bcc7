import type { MockDraftDetailDto } from '@draftmode/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchMockDraft, fetchMockDraftOfTeam, mockDraftKeys } from '@/lib/mock-drafts-api';
import { teamKeys } from '@/lib/teams-api';

/** How long the team may lag behind the mock draft before it is read again instead of waiting for the socket. */
const AHEAD_GRACE_MS = 2000;

/**
 * The mock draft of a mock team, kept in step with the team: each bot pick arrives over the team's
 * socket as a new stream version, and the draft is read again until it describes that version
 * (one request at a time, so a burst of instant-speed picks costs a few reads, not one each).
 */
export function useMockDraftOfTeam(teamId: string, teamVersion: number, enabled: boolean) {
  const queryClient = useQueryClient();
  // Which draft the team belongs to never changes: looked up once.
  const lookup = useQuery({
    queryKey: mockDraftKeys.ofTeam(teamId),
    queryFn: ({ signal }) => fetchMockDraftOfTeam(teamId, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const draftId = lookup.data?.id ?? null;
  const detail = useQuery({
    queryKey: mockDraftKeys.detail(draftId ?? ''),
    queryFn: ({ signal }) => fetchMockDraft(draftId!, signal),
    enabled: enabled && draftId !== null,
    staleTime: 0,
  });
  const { data, isFetching, refetch } = detail;
  const behind = data !== undefined && data.version < teamVersion && !isFetching;
  useEffect(() => {
    if (behind) void refetch();
  }, [behind, teamVersion, refetch]);
  // The draft is ahead of the team on screen: the socket normally brings the missing picks at
  // once; if it has not after a moment (offline, reconnecting), the team is read again.
  const ahead = data !== undefined && data.version > teamVersion;
  useEffect(() => {
    if (!ahead) return undefined;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) }), AHEAD_GRACE_MS);
    return () => clearTimeout(timer);
  }, [ahead, teamVersion, teamId, queryClient]);

  return {
    draft: data ?? null,
    error: lookup.error ?? detail.error,
    isLoading: lookup.isPending || (draftId !== null && detail.isPending),
    retry: () => void (lookup.isError ? lookup.refetch() : detail.refetch()),
    /** Puts an answer of PATCH or advance into the cache; the list is read again. */
    store: (draft: MockDraftDetailDto) => {
      queryClient.setQueryData<MockDraftDetailDto>(mockDraftKeys.detail(draft.id), (current) =>
        // An answer for an older stream version still carries the new controls.
        current && current.version > draft.version
          ? { ...current, speed: draft.speed, autoPick: draft.autoPick, status: draft.status }
          : draft,
      );
      void queryClient.invalidateQueries({ queryKey: mockDraftKeys.list() });
    },
  };
}
