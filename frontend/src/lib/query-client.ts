import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The app's one TanStack Query client. A 4xx is an answer, not a glitch, so only network
 * failures and 5xx are retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
