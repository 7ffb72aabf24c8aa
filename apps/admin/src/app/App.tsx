import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { SessionGate } from './SessionGate';

/** Where the server serves the console (apps/server `/admin`, Vite's `base`). */
export const ADMIN_BASENAME = '/admin';

/**
 * Providers, the router under `/admin` and the toaster (bottom-left, 3 s, as the storefront's).
 *
 * @example
 * createRoot(root).render(<App queryClient={createQueryClient()} />);
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={ADMIN_BASENAME}>
        <SessionGate />
      </BrowserRouter>
      <Toaster position="bottom-left" duration={3000} closeButton />
    </QueryClientProvider>
  );
}
