import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SystemHealth } from './admin-types';

/** How often the System Health tab asks again while it is open. */
export const HEALTH_REFRESH_MS = 5000;

/** GET /admin/system-health : the running system right now. */
export function getSystemHealth(signal?: AbortSignal): Promise<SystemHealth> {
  return api<SystemHealth>('/admin/system-health', { signal });
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
