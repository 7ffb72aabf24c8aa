import { QueryClient } from '@tanstack/react-query';

/**
 * Transport retries (network failures, time-outs, 429/5xx) happen once, in the HTTP layer, as the
 * spec's policy says; React Query must not multiply them, so its own retry is off.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
