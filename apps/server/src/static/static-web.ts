import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageAnswer, ServerPages } from '../render/server-pages.js';
import { REVALIDATE } from './cache-policy.js';
import { preferredEncoding } from './encoding.js';
import type { WebFile, WebFiles } from './web-files.js';

/**
 * Paths that belong to the API, the CDN or the build's assets: a miss there is a real 404, never
 * the app's `index.html`.
 */
export const RESERVED_PREFIXES = [
  '/graphql',
  '/cdn',
  '/api',
  '/assets',
  '/cognito-idp',
  '/search-service',
  '/webhooks',
  '/.well-known',
  '/healthz',
  '/readyz',
  '/metrics',
  // The staff console (src/admin-static): its own files, or a 404 when it is not built.
  '/admin',
] as const;

const isReserved = (path: string) =>
  RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * A client route (`/products/serum`) rather than a file (`/favicon.ico`): no extension.
 *
 * @example
 * isClientRoute('/orders/HAAT-10234'); // true
 */
export const isClientRoute = (path: string) => !/\.[^/]*$/.test(path);

/**
 * The decoded path of a request URL (no query), or null when it cannot be decoded.
 *
 * @example
 * pathOf('/admin/orders?stage=TO_PACK'); // '/admin/orders'
 */
export function pathOf(url: string): string | null {
  const raw = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Whether `If-None-Match` names this representation (or the same bytes in any encoding). */
function isFresh(header: string | undefined, etags: readonly string[]): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return trimmed === '*' || etags.includes(trimmed);
  });
}

/**
 * Sends one file of a build: its cache policy and ETag (304 while unchanged), brotli or gzip when
 * the browser accepts it.
 *
 * @example
 * return sendFile(request, reply, files.get('/index.html'));
 */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: WebFile) {
  const encoding = file.compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
  const encoded = encoding ? await file.encoded(encoding) : null;
  const etag = encoded ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  reply.header('content-type', file.contentType).header('cache-control', file.cacheControl);
  reply.header('etag', etag);
  if (file.compressible) reply.header('vary', 'Accept-Encoding');
  if (isFresh(request.headers['if-none-match'], [etag, file.etag])) return reply.code(304).send();
  if (encoded && encoding) reply.header('content-encoding', encoding);
  return reply.send(encoded ?? file.body);
}

/** A server-rendered page: its status, revalidated by its ETag like `index.html`, compressed. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageAnswer) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('etag', page.etag)
    .header('vary', 'Accept-Encoding');
  if (isFresh(request.headers['if-none-match'], [page.etag])) return reply.code(304).send();
  if (!encoding) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
}

/**
 * Serves the web app's production build from memory (GET and HEAD): files by path with their
 * cache policy and ETag (304 when unchanged), brotli or gzip when the browser accepts it (each
 * compressed once). A client route (`/`, `/products/serum`) is the server-rendered page when
 * `pages` renders it (with its status: 404 for an unknown product), else `index.html`, where the
 * app renders it. Misses under `RESERVED_PREFIXES` and missing files (`/assets/gone.js`) answer a
 * real 404.
 *
 * @example
 * addStaticWeb(app, await loadWebFiles(config.webDir), serverPages({ renderer, answers, log }));
 */
export function addStaticWeb(app: FastifyInstance, files: WebFiles, pages?: ServerPages): void {
  const index = files.get('/index.html');
  app.get('/*', async (request, reply) => {
    const path = pathOf(request.url);
    // With pages, `/` is the rendered home page, not the build's index.html.
    const directory = path?.endsWith('/') && !(pages && path === '/');
    const file =
      path === null
        ? undefined
        : (files.get(path) ?? (directory ? files.get(`${path}index.html`) : undefined));
    if (file) return sendFile(request, reply, file);
    if (path !== null && index && !isReserved(path) && isClientRoute(path)) {
      const page = pages ? await pages.page(request.url) : null;
      return page ? sendPage(request, reply, page) : sendFile(request, reply, index);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
