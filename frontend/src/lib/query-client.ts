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
        // A 503 says when the server expects to be back (Retry-After); otherwise TanStack's backoff.
        retryDelay: (failureCount, error) =>
          error instanceof ApiError && error.retryAfterSeconds !== undefined
            ? Math.min(error.retryAfterSeconds * 1000, 30_000)
            : Math.min(1000 * 2 ** failureCount, 30_000),
      },
      mutations: { retry: false },
    },
  });
}
