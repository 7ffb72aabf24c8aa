import { releaseExpiredHolds } from '@haat/storefront-backend';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { STORAGE_PREFIX } from './lib/host/persistence.js';
import { SCENARIO_QUERY_FLAG } from './lib/scenarios.js';
import { createMockApi } from './handlers/index.js';
import type { MockConfig } from './config.js';
import { onceFont } from './lib/host/document-font.js';
// DejaVu Sans Mono (free to embed, with the ₹ sign) as one of the app's assets: only its URL is
// in the bundle; the page fetches the file the first time staff or a shopper print a PDF.
import documentFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf?url';

export type { MockConfig } from './config.js';
export { scenarioNames, type ScenarioName } from './lib/scenarios.js';

const SCENARIO_KEY = `${STORAGE_PREFIX}scenario`;

/** How often the page's mock host cancels unpaid orders whose hold lapsed (as the server does). */
const HOLD_SWEEP_MS = 60_000;

/**
 * The page scenario: `?mockScenario=a,b` sets it for this tab (sessionStorage), `?mockScenario=`
 * or `?mockScenario=none` clears it.
 */
function pageScenario(): string | null {
  const flag = new URLSearchParams(window.location.search).get(SCENARIO_QUERY_FLAG);
  if (flag !== null) {
    if (flag === '' || flag === 'none') sessionStorage.removeItem(SCENARIO_KEY);
    else sessionStorage.setItem(SCENARIO_KEY, flag);
  }
  return sessionStorage.getItem(SCENARIO_KEY);
}

const STATIC_ASSET =
  /\.(js|mjs|ts|tsx|css|map|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|json|txt|html)$/i;

/** Page loads, Vite internals and static files pass silently; other unknown calls warn. */
function isQuiet(request: Request): boolean {
  const url = new URL(request.url);
  if (request.mode === 'navigate' || request.destination !== '') return true;
  if (url.origin === window.location.origin) {
    return STATIC_ASSET.test(url.pathname) || /^\/(@|node_modules\/|src\/|__)/.test(url.pathname);
  }
  return false;
}

/** The tax documents' font, fetched from the app's assets on first use. */
const browserFont = onceFont(async () => {
  const answer = await fetch(documentFontUrl);
  if (!answer.ok) throw new Error(`The PDF font could not be loaded (${answer.status}).`);
  return answer.arrayBuffer();
});

/**
 * Starts the mock backend in the browser (the app calls this when VITE_API_MOCKING=true, before
 * rendering). State persists in localStorage under `haat-mock:`; OTP codes print to the console.
 */
export async function startMockWorker(config: MockConfig): Promise<SetupWorker> {
  pageScenario();
  const { backend: host, handlers } = createMockApi({
    ...config,
    storage: config.storage ?? window.localStorage,
    pageScenario: config.pageScenario ?? pageScenario,
    documentFont: config.documentFont ?? browserFont,
  });
  // The server's one hold timer, for the page: reads only compute a lapsed hold, this puts its
  // units back on sale. (Node tests have none: they call releaseExpiredHolds when they need it.)
  window.setInterval(() => {
    releaseExpiredHolds(host.deps).catch((error: unknown) => {
      console.error('[mock] releasing lapsed payment holds failed', error);
    });
  }, HOLD_SWEEP_MS);
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (!isQuiet(request)) print.warning();
    },
  });
  return worker;
}
