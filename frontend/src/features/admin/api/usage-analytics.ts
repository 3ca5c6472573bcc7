import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { UsageAnalyticsDto } from '@draftmode/domain';

/** GET /admin/analytics?from&to : usage per UTC day, both days included. */
function getUsageAnalytics(from: string, to: string, signal?: AbortSignal): Promise<UsageAnalyticsDto> {
  return api<UsageAnalyticsDto>(`/admin/analytics?${new URLSearchParams({ from, to }).toString()}`, { signal });
}

export function useUsageAnalytics(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'analytics', from, to],
    queryFn: ({ signal }) => getUsageAnalytics(from, to, signal),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}
