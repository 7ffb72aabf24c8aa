/**
 * The server-rendered pages as link previewers and search engines fetch them (plain HTTP, no
 * JavaScript): WhatsApp, Facebook's crawler and Googlebot get each page type's title,
 * description, picture, price and JSON-LD (checked against the rich-results requirements), a
 * 404 for what does not exist, the catalogue as it is now, and nobody's personal data.
 */
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import {
  createStorefrontBackend,
  graphqlJsExecutor,
  type ShopCatalogue,
  type Storage,
} from '@haat/storefront-backend';
import { createMemoryStorage } from '@haat/storefront-backend/memory';
import { testBackend } from '@haat/storefront-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_MAX_AGE_MS, createAnswerCache } from '../src/graphql/answer-cache.js';
import { inProcessGraphql } from '../src/render/in-process-graphql.js';
import { serverPages } from '../src/render/server-pages.js';
import { loadWebRenderer } from '../src/render/web-renderer.js';
import { loadWebFiles } from '../src/static/web-files.js';
import { rawGet, startTestApp, type TestApp } from './harness.js';
import { readPage, type ReadPage } from './support/html.js';
import { richResultProblems } from './support/rich-results.js';
import { serverWebBuild } from './support/web-build.js';

const PUBLIC_URL = 'https://shop.example';
const SERUM = 'vitamin-c-brightening-serum';
const SERUM_TITLE = '10% Vitamin C Brightening Serum';

const CRAWLERS = {
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;

/** The sample shop with the serum's price (its first variant's) moved by `delta` rupees. */
function shopWithSerumPrice(delta: number) {
  return {
    storeId: STORE_ID,
    ...sampleShop,
    products: sampleShop.products.map((product) =>
      product.slug === SERUM
        ? {
            ...product,
            price: product.price + delta,
            variants: product.variants.map((variant) => ({
              ...variant,
              price: variant.price + delta,
            })),
          }
        : product,
    ),
  };
}

let now = Date.UTC(2026, 10, 27, 6);
let storage: Storage<ShopCatalogue>;
let graphqlCalls = 0;
let server: TestApp;
const answers = createAnswerCache(() => now);

beforeAll(async () => {
  const webDir = await serverWebBuild();
  const { deps } = testBackend();
  storage = deps.storage;
  // The catalogue can be replaced under the running server (as an operator's load would).
  const swappable: Storage<ShopCatalogue> = {
    get repos() {
      return storage.repos;
    },
    transaction: (work) => storage.transaction(work),
  };
  const backendDeps = { ...deps, storage: swappable };
  const backend = createStorefrontBackend(backendDeps);
  const executor = graphqlJsExecutor(backend.graphqlEdge);
  const api = inProcessGraphql({
    backend,
    apiKey: deps.settings.apiKey,
    answers,
    executor: (call) => {
      graphqlCalls += 1;
      return executor(call);
    },
  });
  const renderer = await loadWebRenderer(webDir, {
    publicUrl: PUBLIC_URL,
    graphqlFetch: api.fetch,
  });
  if (!renderer) throw new Error(`${webDir} has no server render`);
  server = await startTestApp({
    config: {
      trustProxy: false,
      publicUrl: PUBLIC_URL,
      razorpay: null,
    },
    webFiles: await loadWebFiles(webDir),
    storefront: { backend, deps: backendDeps, sandbox: null },
    pages: serverPages({
      renderer,
      answers,
      log: { error: (details, message) => console.error(message, details) },
    }),
  });
}, 300_000);

afterAll(async () => {
  await server?.close();
});

async function fetchAs(
  path: string,
  userAgent: string = CRAWLERS.Googlebot,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { 'user-agent': userAgent, ...headers },
  });
  return { response, page: readPage(await response.text()) };
}

const jsonLdOf = (page: ReadPage, type: string) =>
  page.jsonLd.filter((item) => item['@type'] === type);

function expectValidJsonLd(page: ReadPage) {
  expect(page.jsonLd.length).toBeGreaterThan(0);
  for (const item of page.jsonLd)
    expect(richResultProblems(item), String(item['@type'])).toEqual([]);
}

/** The width of a WebP picture from its header (lossy VP8, lossless VP8L or extended VP8X). */
function webpWidth(bytes: Buffer): number {
  expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  const chunk = bytes.subarray(12, 16).toString();
  if (chunk === 'VP8 ') return bytes.readUInt16LE(26) & 0x3fff;
  if (chunk === 'VP8L') return (bytes.readUInt32LE(21) & 0x3fff) + 1;
  return bytes.readUIntLE(24, 3) + 1;
}

describe.each(Object.entries(CRAWLERS))('a product link fetched by %s', (_name, userAgent) => {
  it('has the product title, description, picture, price in INR, availability and JSON-LD', async () => {
    const { response, page } = await fetchAs(`/products/${SERUM}`, userAgent);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.title).toBe(`${SERUM_TITLE} | Haat Skincare`);
    expect(page.meta('og:title')).toEqual([`${SERUM_TITLE} | Haat Skincare`]);
    expect(page.meta('og:type')).toEqual(['product']);
    expect(page.link('canonical')).toEqual([`${PUBLIC_URL}/products/${SERUM}`]);
    expect(page.meta('og:url')).toEqual([`${PUBLIC_URL}/products/${SERUM}`]);
    const [description] = page.meta('description');
    expect(description).toMatch(/vitamin C/i);
    expect(page.meta('og:description')).toEqual([`₹599 · In stock. ${description}`]);
    expect(page.meta('product:price:amount')).toEqual(['599.00']);
    expect(page.meta('product:price:currency')).toEqual(['INR']);
    expect(page.meta('product:availability')).toEqual(['in stock']);
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('og:image:width')).toEqual(['800']);
    expect(page.meta('og:image:type')).toEqual(['image/webp']);
    const [product] = jsonLdOf(page, 'Product');
    expect(product).toMatchObject({ name: SERUM_TITLE, aggregateRating: { reviewCount: 24 } });
    expect(product?.['offers']).toContainEqual(
      expect.objectContaining({
        price: '599.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      }),
    );
    expect(jsonLdOf(page, 'BreadcrumbList')).toHaveLength(1);
    expectValidJsonLd(page);
  });

  it('can fetch the preview picture: the first product picture, a WebP at least 600 px wide', async () => {
    const { page } = await fetchAs(`/products/${SERUM}`, userAgent);
    const [image] = page.meta('og:image');
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/cdn/products/${SERUM}-1\\?w=800`));
    const picture = await rawGet(
      `${server.url}${new URL(image ?? '').pathname}${new URL(image ?? '').search}`,
      {
        'user-agent': userAgent,
      },
    );
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(webpWidth(picture.body)).toBeGreaterThanOrEqual(600);
    expect(page.meta('twitter:image')).toEqual([image]);
  });
});

describe('every shareable page type, fetched without JavaScript', () => {
  const pages = [
    { path: '/', title: 'Haat Skincare', canonical: '/', types: ['Organization', 'WebSite'] },
    {
      path: '/shop',
      title: 'Shop all products | Haat Skincare',
      canonical: '/shop',
      types: ['BreadcrumbList'],
    },
    {
      path: '/shop/infinite-scroll?sort=latest',
      title: 'Shop all products | Haat Skincare',
      canonical: '/shop',
      types: ['BreadcrumbList'],
    },
    {
      path: '/shop/grid/3',
      title: 'Shop all products | Haat Skincare',
      canonical: '/shop',
      types: ['BreadcrumbList'],
    },
    {
      path: '/collections/serum',
      title: 'Face Serums | Haat Skincare',
      canonical: '/collections/serum',
      types: ['BreadcrumbList'],
    },
    {
      path: '/search?search=serum',
      title: 'Search results for “serum” | Haat Skincare',
      canonical: '/search',
      types: [],
    },
    {
      path: '/policies/returns',
      title: 'Returns and refunds | Haat Skincare',
      canonical: '/policies/returns',
      types: [],
    },
  ];
  it.each(pages)(
    '$path has its title, description, canonical link, sharing tags and JSON-LD',
    async ({ path, title, canonical, types }) => {
      for (const userAgent of Object.values(CRAWLERS)) {
        const { response, page } = await fetchAs(path, userAgent);
        expect(response.status).toBe(200);
        expect(page.title).toBe(title);
        expect(page.meta('og:title')).toEqual([title]);
        expect(page.meta('description')[0]?.length).toBeGreaterThan(20);
        expect(page.link('canonical')).toEqual([`${PUBLIC_URL}${canonical}`]);
        expect(page.meta('og:site_name')).toEqual(['Haat Skincare']);
        expect(page.meta('twitter:card')).toHaveLength(1);
        expect(page.jsonLd.map((item) => item['@type'])).toEqual(types);
        if (types.length > 0) expectValidJsonLd(page);
      }
    },
  );

  it('home names the shop and its search (WebSite SearchAction on /search)', async () => {
    const { page } = await fetchAs('/');
    const [site] = jsonLdOf(page, 'WebSite');
    expect(site?.['potentialAction']).toMatchObject({
      target: { urlTemplate: `${PUBLIC_URL}/search?search={search_term_string}` },
    });
    expect(jsonLdOf(page, 'Organization')[0]).toMatchObject({
      name: 'Haat Skincare',
      url: `${PUBLIC_URL}/`,
    });
  });

  it('renders the first view: header, the product, its picture, price and Add to cart', async () => {
    const { page } = await fetchAs(`/products/${SERUM}`);
    expect(page.elements('h1').map((h) => h.text)).toEqual([SERUM_TITLE]);
    expect(page.bodyText).toContain('₹599');
    expect(page.elements('button').map((b) => b.text)).toContain('Add to cart');
    expect(
      page.elements('img').some((img) => img.attrs['srcset']?.includes(`products/${SERUM}-1`)),
    ).toBe(true);
    expect(page.elements('header')).toHaveLength(1);
  });

  it("renders a listing's first products", async () => {
    const { page } = await fetchAs('/shop');
    const cards = page.elements('article');
    expect(cards.length).toBeGreaterThanOrEqual(8);
    expect(page.bodyText).toContain('Showing 1–44 of 44 products');
  });

  it('hands the app the data the page was rendered from, and nothing personal', async () => {
    const { page } = await fetchAs(`/products/${SERUM}`, CRAWLERS.Googlebot, {
      authorization: 'Bearer a.shoppers.token',
      cookie: 'guest=1',
    });
    const payload = page.json('haat-ssr') as { siteUrl: string; queries: [unknown[], unknown][] };
    expect(payload.siteUrl).toBe(PUBLIC_URL);
    const keys = payload.queries.map(([key]) => key);
    expect(keys).toContainEqual(['products', 'detail', SERUM]);
    expect(keys.flat().join(' ')).not.toMatch(/cart|user|wishlist|order|address/i);
  });
});

describe('what does not exist, and what is not rendered on the server', () => {
  it.each([
    '/products/no-such-product',
    '/collections/no-such-collection',
    '/no/such/page',
    '/pages/404',
  ])('%s answers 404 with the not-found page, not to be listed', async (path) => {
    const { response, page } = await fetchAs(path);
    expect(response.status).toBe(404);
    expect(page.title).toBe('Page not found | Haat Skincare');
    expect(page.elements('h1').map((h) => h.text)).toEqual(['Page not found']);
    expect(page.meta('robots')).toEqual(['noindex, follow']);
  });

  it.each(['/pages/cart', '/pages/checkout', '/pages/account', '/pages/wishlist', '/order/o-1'])(
    '%s is the app alone: no rendered page, no data',
    async (path) => {
      const { response, page } = await fetchAs(path);
      expect(response.status).toBe(200);
      expect(page.json('haat-ssr')).toBeNull();
      expect(page.title).toBe('Haat Skincare');
    },
  );
});

describe('a page follows the catalogue and stock', () => {
  it('is kept between requests (one render), revalidated by its ETag and sent compressed', async () => {
    await fetchAs('/products/beetroot-tinted-lip-balm');
    const before = graphqlCalls;
    const again = await rawGet(`${server.url}/products/beetroot-tinted-lip-balm`, {
      'accept-encoding': 'br',
    });
    expect(graphqlCalls).toBe(before);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['cache-control']).toBe('no-cache');
    const etag = String(again.headers['etag']);
    const fresh = await rawGet(`${server.url}/products/beetroot-tinted-lip-balm`, {
      'if-none-match': etag,
    });
    expect(fresh.status).toBe(304);
  });

  it('shows a price change in the next preview once the catalogue changes', async () => {
    const first = await fetchAs(`/products/${SERUM}`);
    expect(first.page.meta('product:price:amount')).toEqual(['599.00']);
    storage = createMemoryStorage<ShopCatalogue>({ seed: shopWithSerumPrice(-50) });
    answers.invalidate(); // what a stock or catalogue change does
    const next = await fetchAs(`/products/${SERUM}`, CRAWLERS.WhatsApp);
    expect(next.page.meta('product:price:amount')).toEqual(['549.00']);
    expect(next.page.meta('og:description')[0]).toMatch(/^₹549 · In stock\. /);
    expect(jsonLdOf(next.page, 'Product')[0]?.['offers']).toContainEqual(
      expect.objectContaining({ price: '549.00' }),
    );
  });

  it('is never older than the answer cache allows, even when no change was heard', async () => {
    storage = createMemoryStorage<ShopCatalogue>({ seed: shopWithSerumPrice(100) });
    now += ANSWER_MAX_AGE_MS + 1;
    const { page } = await fetchAs(`/products/${SERUM}`, CRAWLERS.Facebook);
    expect(page.meta('product:price:amount')).toEqual(['699.00']);
  });
});
