import type { ResetTokenCheckDto } from '@draftmode/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /auth/reset-password?token=: whether a reset link still works, without spending it. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenCheckDto> {
  return api<ResetTokenCheckDto>(`/auth/reset-password?token=${encodeURIComponent(token)}`, { signal });
}

/** The check of a reset link when its page opens; not retried or refetched (a used link stays used). */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token!, signal),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
