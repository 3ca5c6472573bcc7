import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SystemHealthDto } from '@draftmode/domain';

/** How often the System Health tab asks again while it is open. */
export const HEALTH_REFRESH_MS = 5000;

/** GET /admin/system-health : the running system right now. */
function getSystemHealth(signal?: AbortSignal): Promise<SystemHealthDto> {
  return api<SystemHealthDto>('/admin/system-health', { signal });
}

export function useSystemHealth() {
  return useQuery({
    queryKey: ['admin', 'system-health'],
    queryFn: ({ signal }) => getSystemHealth(signal),
    refetchInterval: HEALTH_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
