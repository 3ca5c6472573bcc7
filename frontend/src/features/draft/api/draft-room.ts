import type { DraftRoomDto } from '@draftmode/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';
import { toFormFailure } from '@/lib/error-message';

/** GET /api/draft-rooms/:teamId: the team's queue and whether its report card was shown. */
const draftRoomKey = (teamId: string) => ['draft-room', teamId] as const;

function fetchDraftRoom(teamId: string, signal?: AbortSignal): Promise<DraftRoomDto> {
  return api<DraftRoomDto>(`/draft-rooms/${encodeURIComponent(teamId)}`, { signal });
}

/**
 * The draft room's state kept per team on the server. The queue changes on screen at once and is
 * then saved; a refusal puts the saved queue back and says why.
 */
export function useDraftRoom(teamId: string) {
  const queryClient = useQueryClient();
  const room = useQuery({ queryKey: draftRoomKey(teamId), queryFn: ({ signal }) => fetchDraftRoom(teamId, signal) });

  const saveQueue = useMutation({
    mutationFn: (playerIds: string[]) =>
      api<DraftRoomDto>(`/draft-rooms/${encodeURIComponent(teamId)}/queue`, { method: 'PUT', body: { playerIds } }),
    onMutate: async (playerIds) => {
      await queryClient.cancelQueries({ queryKey: draftRoomKey(teamId) });
      const before = queryClient.getQueryData<DraftRoomDto>(draftRoomKey(teamId));
      if (before) queryClient.setQueryData<DraftRoomDto>(draftRoomKey(teamId), { ...before, queue: playerIds });
      return { before };
    },
    onError: (error, _playerIds, context) => {
      if (context?.before) queryClient.setQueryData(draftRoomKey(teamId), context.before);
      notifications.show({ color: 'red', title: 'Queue not saved', message: toFormFailure(error).message });
    },
    onSuccess: (saved) => queryClient.setQueryData(draftRoomKey(teamId), saved),
  });

  const markSeen = useMutation({
    mutationFn: () => api<DraftRoomDto>(`/draft-rooms/${encodeURIComponent(teamId)}/report-card-seen`, { method: 'PUT' }),
    onSuccess: (saved) => queryClient.setQueryData(draftRoomKey(teamId), saved),
    onError: (error) =>
      notifications.show({ color: 'red', title: 'Could not save that you saw the report card', message: toFormFailure(error).message }),
  });

  const queue = room.data?.queue;
  const toggleQueued = useCallback(
    (playerId: string) => {
      const current = queryClient.getQueryData<DraftRoomDto>(draftRoomKey(teamId))?.queue ?? [];
      saveQueue.mutate(current.includes(playerId) ? current.filter((id) => id !== playerId) : [...current, playerId]);
    },
    // saveQueue.mutate is stable for the mutation's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, teamId],
  );

  return { room: room.data, queue, toggleQueued, markReportCardSeen: markSeen.mutate };
}
