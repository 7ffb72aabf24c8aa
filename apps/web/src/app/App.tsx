import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { BrowserRouter } from 'react-router-dom';
import { env } from '@/lib/env';
import { loadToaster, onToasterWanted, toasterWanted } from '@/lib/toast';
import { whenPageSettled } from '@/lib/whenPageSettled';
import { AppRoutes } from './routes';

const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

// Only shops that must ask for consent download the banner.
const ConsentBanner = env.consentRequired
  ? lazy(() => import('@/lib/analytics/ConsentBanner').then((m) => ({ default: m.ConsentBanner })))
  : null;

const notWanted = () => false;

/** Mounts the toaster (bottom-left, 3 s — spec 2) once the page has settled, or at the first toast. */
function ToasterHost() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, notWanted);
  useEffect(() => whenPageSettled(() => void loadToaster()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-left" duration={3000} />
    </Suspense>
  );
}

/** The router the routes run in: the browser's, or the server's for one address. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/**
 * Providers, the router, the toaster and (where configuration asks) the consent banner. The
 * browser runs it in its own router; a server render passes a router fixed on the address it
 * renders (entry-server.tsx).
 */
export function App({
  queryClient,
  Router = BrowserRouter,
}: {
  queryClient: QueryClient;
  Router?: AppRouter;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <AppRoutes />
      </Router>
      <ToasterHost />
      {ConsentBanner && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
