import type { StartMockDraftPayload } from '@draftmode/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteMockDraft, fetchMockDrafts, mockDraftKeys, startMockDraft } from '@/lib/mock-drafts-api';

/** The list, read again every few seconds while one of them is running, so its progress moves. */
export function useMockDrafts() {
  return useQuery({
    queryKey: mockDraftKeys.list(),
    queryFn: ({ signal }) => fetchMockDrafts(signal),
    refetchInterval: (query) =>
      query.state.data?.some((draft) => draft.status === 'running' && !draft.userOnTheClock && draft.speed !== 'manual') ? 3000 : false,
  });
}

export function useStartMockDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StartMockDraftPayload) => startMockDraft(payload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mockDraftKeys.all }),
  });
}

export function useDeleteMockDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: string) => deleteMockDraft(draftId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mockDraftKeys.all }),
  });
}
