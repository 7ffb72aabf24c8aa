/**
 * The server render of the storefront (built by `vite build --ssr`, loaded by apps/server): the
 * pages shoppers land on and previewers fetch, rendered from the same components, data and head
 * builders as the app, so the app takes the page over as it is.
 */
import type { QueryClient } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { parse5Parser } from './app/server/parse5Parser';
import { loadServerPage, serverPageOf } from './app/server/serverPages';
import { HeadElements } from './components/PageHead';
import { resolveEnvAgainst } from './lib/env';
import { setGraphqlFetch } from './lib/graphql/client';
import { setSiteUrl, siteUrl } from './lib/head/site';
import { setHtmlParser } from './lib/html/parseHtml';
import { createQueryClient } from './lib/query-client';
import { answeredQueries, payloadElement } from './lib/ssr/payload';
import { ServerRenderContext, type ServerRender } from './lib/ssr/serverRender';
import type { HeadTags } from './lib/head/headTags';

/** How the server renders: its public address, and how the app's GraphQL operations are answered. */
export interface RendererSettings {
  /** The shop's public address (`PUBLIC_URL`): canonical links, sharing tags, relative API/CDN. */
  readonly publicUrl: string;
  /** Answers the app's GraphQL requests in process (the storefront backend), as `fetch` would. */
  readonly graphqlFetch: typeof fetch;
}

/** A page the server rendered. */
export interface RenderedPage {
  readonly status: number;
  /** Markup for `<head>`: title, description, canonical, sharing tags. */
  readonly head: string;
  /** The app's markup for `#root`. */
  readonly body: string;
  /** The element carrying the data the page was rendered from (see `lib/ssr/payload.ts`). */
  readonly payload: string;
  /** The route module the page needs (manifest name), for the server to preload; null: none. */
  readonly module: string | null;
}

/** Longest a render may take before it is given up (the server then sends the app's page). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Sets the renderer up, once, before the first render.
 *
 * @example
 * configureRenderer({ publicUrl: 'https://haat.in', graphqlFetch });
 */
export function configureRenderer(settings: RendererSettings): void {
  resolveEnvAgainst(settings.publicUrl);
  setSiteUrl(settings.publicUrl);
  setGraphqlFetch(settings.graphqlFetch);
  setHtmlParser(parse5Parser);
}

/**
 * The whole tree as HTML once everything in it is ready — lazy pages and sections included
 * (React's streaming renderer, waiting for all of it) — or the first error.
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // Every boundary written in place, never streamed in later by an inline script (which the
      // Content-Security-Policy forbids): the page is sent whole, once all of it is ready.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError: reject,
      // An error inside a Suspense boundary would leave it for the browser to render: never
      // sent, the whole page falls back to the app's.
      onError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    setTimeout(
      () => stream.abort(new Error('the render took too long')),
      RENDER_TIMEOUT_MS,
    ).unref();
  });
}

/**
 * React writes the resources it found while rendering (the pictures to load first, with their
 * `srcset` and priority) ahead of the markup, as `<link rel="preload">` elements: they belong in
 * `<head>`, where the browser finds them first, not in `#root`. Attribute values are escaped, so
 * the first `>` ends each element.
 */
function splitPreloads(html: string): { preloads: string; body: string } {
  let rest = html;
  let preloads = '';
  while (rest.startsWith('<link ')) {
    const end = rest.indexOf('>') + 1;
    preloads += rest.slice(0, end);
    rest = rest.slice(end);
  }
  return { preloads, body: rest };
}

/**
 * Renders the page at `url` (path and query): its data through the backend, the app's tree in a
 * router fixed on the address, its head tags, status (404 for an unknown product, collection or
 * path) and the data it was rendered from. Null for a page the app renders alone (cart,
 * checkout, account, wishlist, orders, the theme's demonstration pages). Rejects when the data
 * or the render failed.
 *
 * @example
 * const page = await renderPage('/products/vitamin-c-brightening-serum');
 * page?.status; // 200
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://render.invalid');
  const page = serverPageOf(location.pathname);
  if (!page) return null;
  const queryClient: QueryClient = createQueryClient();
  await loadServerPage(queryClient, page, location);
  let head: HeadTags | null = null;
  let status = 200;
  const server: ServerRender = {
    setHead: (tags) => {
      head = tags;
    },
    setStatus: (code) => {
      status = code;
    },
  };
  const path = `${location.pathname}${location.search}`;
  const html = await renderToHtml(
    <ServerRenderContext value={server}>
      <App
        queryClient={queryClient}
        Router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>}
      />
    </ServerRenderContext>,
  );
  const tags: HeadTags | null = head;
  const { preloads, body } = splitPreloads(html);
  return {
    status,
    head: (tags ? renderToStaticMarkup(<HeadElements head={tags} />) : '') + preloads,
    body,
    payload: payloadElement({ siteUrl: siteUrl(), queries: answeredQueries(queryClient) }),
    module: page.module,
  };
}
