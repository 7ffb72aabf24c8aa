/**
 * A page rendered by the server (entry-server.tsx), taken over by the app as a shopper's browser
 * does (main.tsx: the payload's queries restored, hydrateRoot): in React's development build,
 * which reports every mismatch of text or attributes, with a shopper who has a cart, a wishlist,
 * a remembered pin code and a session — none of which the server knows. The app must adopt the
 * server's page as it is (the same nodes, no hydration error), then show the personal parts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { configureRenderer, renderPage } from '@/entry-server';
import { domParser, setHtmlParser } from '@/lib/html/parseHtml';
import { createQueryClient } from '@/lib/query-client';
import { readServerPayload, restoreQueries } from '@/lib/ssr/payload';
import type { ProductData } from '@/lib/schemas/product';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { useUserStore } from '@/stores/userStore';
import { useWishlistStore } from '@/stores/wishlistStore';
import { toCartItem } from '@haat/commerce-core';

const SERUM = 'vitamin-c-brightening-serum';

const SAME_PROCESS =
  'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.';

let root: Root | null = null;

beforeAll(() => {
  // The page's own origin: the mock API answers the renderer's requests where the app sends them.
  configureRenderer({
    publicUrl: window.location.origin,
    graphqlFetch: (...args) => fetch(...args),
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  useCartStore.setState(useCartStore.getInitialState());
  useWishlistStore.setState(useWishlistStore.getInitialState());
  useUserStore.setState(useUserStore.getInitialState());
  useSystemStore.setState(useSystemStore.getInitialState());
});

/** What the shopper's browser holds: nothing the server could know. */
function shopperState(product: ProductData) {
  useCartStore.getState().add({ ...toCartItem({ ...product, variantId: null }), qty: 2 });
  useWishlistStore.getState().toggle(product);
  useSystemStore.getState().setDeliveryPinCode('560001');
}

/**
 * React's server renderer leaves the contexts of its last render switched when it stops (it does
 * not bother: a server never runs the browser's renderer in the same process). Here both run in
 * one process, so one more render of nothing switches them back before the browser's renderer
 * starts; otherwise the app would read the server's router and server-render context.
 */
function restoreContexts(): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    sink.on('finish', () => resolve());
    const stream = renderToPipeableStream(<></>, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** The server's page in the document, as a browser receives it. */
async function serverPage(path: string) {
  const page = await renderPage(path);
  await restoreContexts();
  if (!page) throw new Error(`${path} is not server-rendered`);
  window.history.replaceState(null, '', path);
  document.head.innerHTML = page.head;
  document.body.innerHTML = `<div id="root">${page.body}</div>${page.payload}`;
  return page;
}

/** main.tsx on a server-rendered page, in React's development build; its reports collected. */
async function takeOver() {
  const reports: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    const report = args.map(String).join(' ');
    // React's development build says this whenever two renderers have pushed one context in a
    // process: here the server's and the browser's, which never share a process in production.
    if (report === SAME_PROCESS) return;
    reports.push(report);
  });
  const payload = readServerPayload();
  if (!payload) throw new Error('no payload in the page');
  const queryClient = createQueryClient();
  restoreQueries(queryClient, payload.queries);
  setHtmlParser(domParser);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  // eslint-disable-next-line @typescript-eslint/require-await -- async act flushes the work hydration schedules
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
      { onRecoverableError: (error) => reports.push(error) },
    );
  });
  return { reports, consoleError, queryClient };
}

const productOf = (queries: readonly (readonly unknown[])[], slug: string): ProductData => {
  const found = queries.find(
    ([key]) => JSON.stringify(key) === JSON.stringify(['products', 'detail', slug]),
  );
  return found?.[1] as ProductData;
};

describe('the app taking over a server-rendered page', () => {
  it('adopts a product page as it is, then shows the cart, wishlist and pin code', async () => {
    await serverPage(`/products/${SERUM}`);
    const payload = readServerPayload();
    shopperState(productOf(payload?.queries ?? [], SERUM));
    const title = screen.getByRole('heading', {
      level: 1,
      name: '10% Vitamin C Brightening Serum',
    });
    const addToCart = within(screen.getByRole('main')).getByRole('button', { name: 'Add to cart' });
    const { reports } = await takeOver();
    // The lazy page and its delivery check hydrate once their code is here; then personal parts.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Pin code' })).toHaveValue('560001'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument(),
    );
    // The wishlist comes from its own store, in its own time. (The session is not set up here: a
    // stored user without the user pool's session is signed out at start, session.test.tsx.)
    expect(
      await within(screen.getByRole('main')).findByRole('button', { name: 'Remove from wishlist' }),
    ).toBeInTheDocument();
    expect(reports).toEqual([]);
    // The same nodes: nothing was thrown away and rendered again.
    expect(screen.getByRole('heading', { level: 1 })).toBe(title);
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Add to cart' })).toBe(
      addToCart,
    );
    // The head the server wrote is the app's: one of each tag, none added.
    expect(document.title).toBe('10% Vitamin C Brightening Serum | Haat Skincare');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
  });

  it.each([
    '/',
    '/shop',
    '/collections/serum',
    '/policies/returns',
    '/search?search=serum',
    '/products/no-such-product',
  ])('adopts %s without a mismatch', async (path) => {
    const page = await serverPage(path);
    const heading = screen.getByRole('heading', { level: 1 });
    const { reports } = await takeOver();
    // Hydrated: the shell reacts (the search button is the app's), and the page has its code.
    await waitFor(() =>
      expect(document.querySelector('main [aria-busy="true"].min-h-dvh')).toBeNull(),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reports).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(page.status).toBe(path.includes('no-such') ? 404 : 200);
  });
});
