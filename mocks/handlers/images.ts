import { imageKeys, parseCdnRequest } from '@haat/sample-shop';
import { http, HttpResponse, passthrough } from 'msw';

export interface ImageHandlerOptions {
  /**
   * Where the generated files are served: the `mockCdn()` Vite plugin's base, as an absolute URL
   * or a path on the page's origin. Default `/cdn`.
   */
  filesBase?: string;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Path of `url` below `base` ('' when the URL is not under it). */
function pathBelow(url: URL, base: string): string {
  const basePath = trimSlash(new URL(base, url).pathname);
  return url.pathname.startsWith(`${basePath}/`)
    ? decodeURIComponent(url.pathname.slice(basePath.length + 1))
    : '';
}

/**
 * The mock image CDN. Answers `GET {cdnUrl}/{imageKey}?w=&q=&fm=webp` with a redirect to the
 * generated file of the nearest width ≥ w (`{filesBase}/{key}-{width}.webp`), which the static
 * server (the `mockCdn()` Vite plugin) sends as is. Concrete file URLs pass through. Unknown keys
 * answer 404, malformed requests 400. Register handlers for uploaded review images before these.
 *
 * @example imageHandlers('https://cdn.haat.test')
 * // GET https://cdn.haat.test/products/neem-tea-tree-face-wash-1?w=300&q=80&fm=webp
 * // → 302 Location: http://localhost:5173/cdn/products/neem-tea-tree-face-wash-1-400.webp
 */
export function imageHandlers(cdnUrl: string, options: ImageHandlerOptions = {}) {
  const bases = [...new Set([trimSlash(cdnUrl), trimSlash(options.filesBase ?? '/cdn')])];
  const filesBase = trimSlash(options.filesBase ?? '/cdn');
  const known = imageKeys();
  return bases.map((base) =>
    http.get(`${base}/*`, ({ request }) => {
      const url = new URL(request.url);
      const found = parseCdnRequest(pathBelow(url, base), url.searchParams);
      switch (found.kind) {
        case 'file':
          return passthrough();
        case 'invalid':
          return new HttpResponse(found.reason, {
            status: 400,
            headers: { 'Content-Type': 'text/plain' },
          });
        case 'image':
          if (!known.has(found.key)) {
            return new HttpResponse(`no image ${found.key}`, {
              status: 404,
              headers: { 'Content-Type': 'text/plain' },
            });
          }
          return new HttpResponse(null, {
            status: 302,
            headers: {
              // A relative files base is on the page's origin (the handlers run in the page).
              Location: new URL(`${filesBase}/${found.file}`, globalThis.location?.href ?? url)
                .href,
              'Cache-Control': 'public, max-age=3600',
            },
          });
      }
    }),
  );
}
