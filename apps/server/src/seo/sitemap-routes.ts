import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../static/encoding.js';
import { robotsTxt } from './robots.js';
import type { SitemapSources } from './sitemap-sources.js';
import {
  SITEMAP_MAX_URLS,
  sitemapIndex,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlElement,
  XML_HEAD,
  type SitemapEntry,
} from './sitemap-xml.js';

/** Sitemaps are read by crawlers now and then: an hour is fresh enough and spares the API. */
const SITEMAP_CACHE = 'public, max-age=3600';

async function* urlset(
  first: readonly SitemapEntry[],
  rest?: AsyncIterable<SitemapEntry[]>,
): AsyncGenerator<string> {
  yield XML_HEAD + URLSET_OPEN + first.map(urlElement).join('');
  if (rest) for await (const entries of rest) yield entries.map(urlElement).join('');
  yield URLSET_CLOSE;
}

/** Sends XML (a string, or a stream as it is written), gzipped when the crawler accepts it. */
function sendXml(
  request: FastifyRequest,
  reply: FastifyReply,
  xml: string | AsyncIterable<string>,
) {
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', SITEMAP_CACHE)
    .header('vary', 'Accept-Encoding');
  const stream = typeof xml === 'string' ? Readable.from([xml]) : Readable.from(xml);
  if (preferredEncoding(request.headers['accept-encoding']) === null) return reply.send(stream);
  return reply.header('content-encoding', 'gzip').send(stream.pipe(createGzip()));
}

const PRODUCTS_FILE = /^products-([1-9]\d*)\.xml$/;

/**
 * `/robots.txt` and the sitemap of the shop's public pages: `/sitemap.xml` lists home, /shop,
 * the collections, the policy pages and every enabled product (with its last change) while they
 * fit in one file (`maxUrls`, the protocol's 50,000); past that it is a sitemap index of
 * `/sitemaps/pages.xml` and `/sitemaps/products-<n>.xml`, `maxUrls` products each. Products are
 * read page by page as the file is written.
 *
 * @example
 * addSeoRoutes(app, { publicUrl: config.publicUrl, sources });
 */
export function addSeoRoutes(
  app: FastifyInstance,
  options: {
    readonly publicUrl: string;
    readonly sources: SitemapSources;
    readonly maxUrls?: number;
  },
): void {
  const { publicUrl, sources } = options;
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const url = (path: string) => new URL(path, publicUrl).href;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', SITEMAP_CACHE)
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const [pages, products] = await Promise.all([sources.pages(), sources.productCount()]);
    if (pages.length + products <= maxUrls) {
      return sendXml(request, reply, urlset(pages, sources.products(0, products)));
    }
    const files = Math.ceil(products / maxUrls);
    return sendXml(
      request,
      reply,
      sitemapIndex([
        url('/sitemaps/pages.xml'),
        ...Array.from({ length: files }, (_, i) => url(`/sitemaps/products-${i + 1}.xml`)),
      ]),
    );
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const { name } = request.params;
    if (name === 'pages.xml') return sendXml(request, reply, urlset(await sources.pages()));
    const file = Number(PRODUCTS_FILE.exec(name)?.[1] ?? 0);
    const products = file > 0 ? await sources.productCount() : 0;
    if (file === 0 || (file - 1) * maxUrls >= products) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return sendXml(request, reply, urlset([], sources.products((file - 1) * maxUrls, maxUrls)));
  });
}
