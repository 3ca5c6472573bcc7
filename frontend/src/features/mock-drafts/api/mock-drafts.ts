import type { MockDraftDetailDto, MockDraftDto, StartMockDraftPayload } from '@draftmode/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * /api/mock-drafts (issue 9): the user's mock drafts, starting one and deleting one. The draft
 * screen reads and steers a running mock draft through its own small api file; both features use
 * the ['mock-drafts'] keys, so a change on one screen refreshes the other.
 */
export const mockDraftsKeys = {
  all: ['mock-drafts'] as const,
  list: () => [...mockDraftsKeys.all, 'list'] as const,
};

/** GET /mock-drafts: newest first. */
export function fetchMockDrafts(signal?: AbortSignal): Promise<MockDraftDto[]> {
  return api<MockDraftDto[]>('/mock-drafts', { signal });
}

/** POST /mock-drafts: the draft starts at once (the bots pick until the user's turn); its team is `teamId`. */
export function startMockDraft(payload: StartMockDraftPayload): Promise<MockDraftDetailDto> {
  return api<MockDraftDetailDto>('/mock-drafts', { method: 'POST', body: payload });
}

/** DELETE /mock-drafts/:id: removes the draft and its mock team. */
export function deleteMockDraft(draftId: string): Promise<void> {
  return api<void>(`/mock-drafts/${encodeURIComponent(draftId)}`, { method: 'DELETE' });
}

/** The list, read again every few seconds while one of them is running, so its progress moves. */
export function useMockDrafts() {
  return useQuery({
    queryKey: mockDraftsKeys.list(),
    queryFn: ({ signal }) => fetchMockDrafts(signal),
    refetchInterval: (query) => (query.state.data?.some((draft) => draft.status === 'running' && !draft.userOnTheClock && draft.speed !== 'manual') ? 3000 : false),
  });
}

export function useStartMockDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StartMockDraftPayload) => startMockDraft(payload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mockDraftsKeys.all }),
  });
}

export function useDeleteMockDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: string) => deleteMockDraft(draftId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mockDraftsKeys.all }),
  });
}
