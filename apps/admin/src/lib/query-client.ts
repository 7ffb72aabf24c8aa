import { QueryClient } from '@tanstack/react-query';

/**
 * The console's query client. Transport retries happen once, in the HTTP layer
 * (lib/http/policy.ts); TanStack Query must not multiply them. Staff work on live data: a list
 * is fresh for 15 s and read again when the window regains focus.
 *
 * @example
 * <QueryClientProvider client={createQueryClient()}>…</QueryClientProvider>
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
}
