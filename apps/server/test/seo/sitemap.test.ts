/**
 * `/sitemap.xml` and `/robots.txt` read as a crawler reads them, over the storefront backend
 * (memory storage with the sample shop; the sitemap reads the API as the server does).
 */
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { createStorefrontBackend, type BackendDeps } from '@haat/storefront-backend';
import { testBackend } from '@haat/storefront-backend/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessGraphql } from '../../src/render/in-process-graphql.js';
import { catalogueSitemapSources } from '../../src/seo/sitemap-sources.js';
import { addSeoRoutes } from '../../src/seo/sitemap-routes.js';
import { createSqlStorage } from '../../src/storage/sql/create-sql-storage.js';
import { freshPgliteDatabase } from '../support/pglite.js';

const PUBLIC_URL = 'https://shop.example';

const enabledProducts = sampleShop.products.filter((product) => product.status === 'ENABLED');
const productUrls = enabledProducts.map((product) => `${PUBLIC_URL}/products/${product.slug}`);
const collectionUrls = sampleShop.collections
  .filter((collection) => !collection.isArchive)
  .map((collection) => `${PUBLIC_URL}/collections/${collection.slug}`);

/** A crawler's GET: status, content type and the body, gunzipped when it was sent gzipped. */
async function crawl(app: FastifyInstance, url: string, gzip = false) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: gzip ? { 'accept-encoding': 'gzip' } : {},
  });
  const body =
    response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.rawPayload).toString('utf8')
      : response.body;
  return { status: response.statusCode, type: response.headers['content-type'], body, response };
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

/**
 * The shop's sitemap routes over a fresh backend (memory storage, or `storage` instead);
 * `maxUrls` and the page size as given.
 */
async function seoApp(
  options: { maxUrls?: number; pageSize?: number; storage?: BackendDeps['storage'] } = {},
) {
  const test = testBackend();
  const deps = options.storage ? { ...test.deps, storage: options.storage } : test.deps;
  const backend = createStorefrontBackend(deps);
  const app = Fastify();
  addSeoRoutes(app, {
    publicUrl: PUBLIC_URL,
    ...(options.maxUrls ? { maxUrls: options.maxUrls } : {}),
    sources: catalogueSitemapSources({
      api: inProcessGraphql({ backend, apiKey: deps.settings.apiKey }),
      publicUrl: PUBLIC_URL,
      storeId: () => deps.storage.repos.catalogue.storeId(),
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
    }),
  });
  await app.ready();
  return app;
}

describe('/sitemap.xml', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seoApp({ pageSize: 7 });
  });
  afterAll(() => app.close());

  it('lists every enabled product exactly once, with its last change', async () => {
    const { status, type, body } = await crawl(app, '/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toBe('application/xml; charset=utf-8');
    expect(
      body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const products = locations(body).filter((loc) => loc.includes('/products/'));
    expect(products).toHaveLength(enabledProducts.length);
    expect(new Set(products)).toEqual(new Set(productUrls));
    expect(body).not.toContain('saffron-licorice-glow-serum'); // the disabled one
    const serum = sampleShop.products.find((p) => p.slug === 'vitamin-c-brightening-serum');
    expect(body).toContain(
      `<url><loc>${PUBLIC_URL}/products/vitamin-c-brightening-serum</loc><lastmod>${serum?.updatedAt?.slice(0, 10)}</lastmod></url>`,
    );
  });

  it('lists home, /shop, every collection that is not archived and the policy pages', async () => {
    const { body } = await crawl(app, '/sitemap.xml');
    const listed = locations(body);
    expect(listed.slice(0, 2)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/shop`]);
    expect(listed.filter((loc) => loc.includes('/collections/')).sort()).toEqual(
      [...collectionUrls].sort(),
    );
    expect(listed).not.toContain(`${PUBLIC_URL}/collections/diwali-gift-sets`);
    expect(listed.filter((loc) => loc.includes('/policies/'))).toEqual(
      ['returns', 'shipping', 'privacy', 'terms'].map((slug) => `${PUBLIC_URL}/policies/${slug}`),
    );
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('goes out gzipped to a crawler that accepts it', async () => {
    const { response, body } = await crawl(app, '/sitemap.xml', true);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(locations(body)).toHaveLength(2 + collectionUrls.length + 4 + enabledProducts.length);
  });
});

describe('a sitemap past the limit of addresses per file', () => {
  // 44 products and 16 other pages under a limit of 20: an index of pages.xml and 3 product files.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seoApp({ maxUrls: 20, pageSize: 6 });
  });
  afterAll(() => app.close());

  it('becomes a sitemap index of the pages and of product files of at most the limit each', async () => {
    const { status, body } = await crawl(app, '/sitemap.xml');
    expect(status).toBe(200);
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locations(body)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
      `${PUBLIC_URL}/sitemaps/products-2.xml`,
      `${PUBLIC_URL}/sitemaps/products-3.xml`,
    ]);
  });

  it('lists every enabled product exactly once across the files', async () => {
    const listed: string[] = [];
    for (const file of [1, 2, 3]) {
      const { status, body } = await crawl(app, `/sitemaps/products-${file}.xml`);
      expect(status).toBe(200);
      const products = locations(body);
      expect(products.length).toBeLessThanOrEqual(20);
      listed.push(...products);
    }
    expect(listed).toHaveLength(enabledProducts.length);
    expect(new Set(listed)).toEqual(new Set(productUrls));
    const pages = locations((await crawl(app, '/sitemaps/pages.xml')).body);
    expect(pages).toContain(`${PUBLIC_URL}/collections/serum`);
    expect(pages.some((loc) => loc.includes('/products/'))).toBe(false);
  });

  it('answers 404 for a file past the last', async () => {
    expect((await crawl(app, '/sitemaps/products-4.xml')).status).toBe(404);
    expect((await crawl(app, '/sitemaps/products-0.xml')).status).toBe(404);
    expect((await crawl(app, '/sitemaps/other.xml')).status).toBe(404);
  });
});

describe('the sitemap over SQL storage (PGlite), read 7 products at a time', () => {
  it('lists every enabled product exactly once, in one file or split', async () => {
    const database = await freshPgliteDatabase();
    try {
      const storage = await createSqlStorage(database, {
        seed: { storeId: STORE_ID, ...sampleShop },
      });
      const whole = await seoApp({ storage, pageSize: 7 });
      const products = locations((await crawl(whole, '/sitemap.xml')).body).filter((loc) =>
        loc.includes('/products/'),
      );
      await whole.close();
      expect(products).toHaveLength(enabledProducts.length);
      expect(new Set(products)).toEqual(new Set(productUrls));
      const split = await seoApp({ storage, pageSize: 7, maxUrls: 15 });
      const listed: string[] = [];
      for (const file of [1, 2, 3]) {
        listed.push(...locations((await crawl(split, `/sitemaps/products-${file}.xml`)).body));
      }
      await split.close();
      expect(listed).toHaveLength(enabledProducts.length);
      expect(new Set(listed)).toEqual(new Set(productUrls));
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('/robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of cart, checkout, account and the API', async () => {
    const app = await seoApp();
    const { status, type, body } = await crawl(app, '/robots.txt');
    await app.close();
    expect(status).toBe(200);
    expect(type).toBe('text/plain; charset=utf-8');
    const lines = body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/pages/cart', '/pages/checkout', '/pages/account', '/graphql', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(
      lines.filter((line) => line.startsWith('Disallow: /products') || line === 'Disallow: /'),
    ).toEqual([]);
  });
});
