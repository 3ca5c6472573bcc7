import type { MockDraftDetailDto, MockDraftDto, UpdateMockDraftPayload } from '@draftmode/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api';
import { teamKeys } from '@/lib/teams-api';

/** How long the team may lag behind the mock draft before it is read again instead of waiting for the socket. */
const AHEAD_GRACE_MS = 2000;

/**
 * The mock-draft controls the draft screen needs (issue 9): which mock draft a mock team belongs
 * to, where it stands, and its speed, pause and manual advance. Starting, listing and deleting
 * mock drafts belong to the mock-drafts feature; the two share the ['mock-drafts'] query keys so a
 * change made on one screen refreshes the other.
 */
export const mockDraftKeys = {
  all: ['mock-drafts'] as const,
  list: () => [...mockDraftKeys.all, 'list'] as const,
  ofTeam: (teamId: string) => [...mockDraftKeys.all, 'team', teamId] as const,
  detail: (draftId: string) => [...mockDraftKeys.all, 'detail', draftId] as const,
};

/** GET /mock-drafts, then the one whose mock team is `teamId` (the API looks drafts up by their own id). */
export async function fetchMockDraftOfTeam(teamId: string, signal?: AbortSignal): Promise<MockDraftDto> {
  const drafts = await api<MockDraftDto[]>('/mock-drafts', { signal });
  const draft = drafts.find((candidate) => candidate.teamId === teamId);
  if (!draft) throw new Error('This mock draft no longer exists. Start a new one from Mock drafts.');
  return draft;
}

/** GET /mock-drafts/:id: the draft as it stands now (user on the clock, the pick, the stream version it describes). */
export function fetchMockDraft(draftId: string, signal?: AbortSignal): Promise<MockDraftDetailDto> {
  return api<MockDraftDetailDto>(`/mock-drafts/${encodeURIComponent(draftId)}`, { signal });
}

/** PATCH /mock-drafts/:id: speed, auto-pick, pause or resume. */
export function updateMockDraft(draftId: string, changes: UpdateMockDraftPayload): Promise<MockDraftDetailDto> {
  return api<MockDraftDetailDto>(`/mock-drafts/${encodeURIComponent(draftId)}`, { method: 'PATCH', body: changes });
}

/** POST /mock-drafts/:id/advance: at 'Wait for me' speed the bots make their next pick, or every pick up to the user's turn. */
export function advanceMockDraft(draftId: string, untilMyTurn: boolean): Promise<MockDraftDetailDto> {
  return api<MockDraftDetailDto>(`/mock-drafts/${encodeURIComponent(draftId)}/advance`, { method: 'POST', body: { untilMyTurn } });
}

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
        current && current.version > draft.version ? { ...current, speed: draft.speed, autoPick: draft.autoPick, status: draft.status } : draft,
      );
      void queryClient.invalidateQueries({ queryKey: mockDraftKeys.list() });
    },
  };
}
