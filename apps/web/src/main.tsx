import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchRouteData } from './app/layout/RouteDataPrefetch';
import { requestStoreData } from './features/store/api/requestStoreData';
import { env } from './lib/env';
import { setSiteUrl } from './lib/head/site';
import { readServerPayload, restoreQueries } from './lib/ssr/payload';
import { installErrorReporting } from './lib/errors/install';
import { reportError } from './lib/errors/report';
import { whenPageSettled } from './lib/whenPageSettled';
import { createQueryClient } from './lib/query-client';
import './styles/index.css';

// Reporting first, so even a failing start is reported.
installErrorReporting();

// The mock backend must be listening before the first request, so rendering waits for it.
// The flag is read statically so that builds without mocking drop the mock chunk entirely.
async function startMockBackend() {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const [{ startMockWorker }, { mockConfigFrom }] = await Promise.all([
    import('@haat/mocks/browser'),
    import('./lib/mock-config'),
  ]);
  await startMockWorker(mockConfigFrom(env));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

/** Resolves in a new task, so that the work after it does not lengthen the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Three tasks instead of one: the app's modules have just been evaluated; sending the first
// requests and starting the first render each take a slow phone's main thread for tens of
// milliseconds, and together with the evaluation they made one long task (~70 ms unthrottled,
// counted ×4 by Lighthouse's mobile total blocking time). A task boundary costs ~1 ms.
async function startApp(container: HTMLElement) {
  await nextTask();
  // A page the server rendered carries the data it was rendered from: the app starts on the same
  // data, so its first render matches the page (hydration) and nothing is asked again.
  const payload = readServerPayload();
  if (payload) {
    setSiteUrl(payload.siteUrl);
    restoreQueries(queryClient, payload.queries);
  }
  // The store data (and a product page's product, a /shop page's products) are asked for while
  // React renders the first page (StoreEffects settles the store data).
  void requestStoreData(queryClient);
  prefetchRouteData(queryClient, window.location);
  await nextTask();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread (input stays responsive while the page builds). On a page the server
  // rendered, React takes over the page as it is (a mismatch is reported, never silent).
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  startTransition(() => {
    if (payload) {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => reportError(error, { source: 'hydration' }),
      });
    } else {
      createRoot(container).render(app);
    }
  });
  // Tracking and third-party scripts never compete with the first screen; their code is fetched
  // after it, off the home page's first load.
  whenPageSettled(() => {
    Promise.all([
      import('./lib/third-party/thirdParties'),
      env.trackerUrl ? import('./lib/analytics/tracker') : null,
    ])
      .then(([{ startThirdParties }, tracker]) => {
        tracker?.startTracker();
        startThirdParties();
      })
      .catch((error: unknown) => reportError(error, { source: 'startup' }));
  });
}

void startMockBackend().finally(() => {
  startApp(root).catch((error: unknown) => reportError(error, { source: 'startup' }));
});
