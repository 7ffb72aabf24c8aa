import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
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

/** Mounts the toaster (bottom-left, 3 s — spec 2) once the page has settled, or at the first toast. */
function ToasterHost() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted);
  useEffect(() => whenPageSettled(() => void loadToaster()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-left" duration={3000} />
    </Suspense>
  );
}

/** Providers, the router, the toaster and (where configuration asks) the consent banner. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToasterHost />
      {ConsentBanner && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
