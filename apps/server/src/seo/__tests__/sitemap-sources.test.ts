import { describe, expect, it } from 'vitest';
import type { GraphqlBody } from '../../render/in-process-graphql.js';
import { catalogueSitemapSources } from '../sitemap-sources.js';

const PRODUCTS = 25_001;
const slugOf = (index: number) => `product-${index}`;

/**
 * The API as the sitemap sees it for a catalogue past the API's `from` cap: keyset pages of
 * `searchProducts` (an opaque `nextToken`), and `from` over 10,000 refused as the edge refuses it.
 */
function catalogueApi() {
  const reads: GraphqlBody[] = [];
  const execute = (body: GraphqlBody) => {
    reads.push(body);
    const variables = body.variables ?? {};
    if (typeof variables['from'] === 'number' && variables['from'] > 10_000) {
      const errors = [{ message: 'from is too large (at most 10000).' }];
      return Promise.resolve({ status: 200, text: JSON.stringify({ data: null, errors }) });
    }
    const start = typeof variables['nextToken'] === 'string' ? Number(variables['nextToken']) : 0;
    const limit = Number(variables['limit']);
    const end = Math.min(PRODUCTS, start + limit);
    const items = Array.from({ length: end - start }, (_, i) => ({
      slug: slugOf(start + i),
      updatedAt: '2026-11-27T00:00:00.000Z',
    }));
    const page = { total: PRODUCTS, nextToken: end < PRODUCTS ? String(end) : null, items };
    return Promise.resolve({
      status: 200,
      text: JSON.stringify({ data: { searchProducts: page } }),
    });
  };
  return { api: { execute }, reads };
}

describe('the sitemap reads products past the API’s 10,000 offset', () => {
  it('lists every product exactly once across files of 10,000, by keyset pages', async () => {
    const { api, reads } = catalogueApi();
    const sources = catalogueSitemapSources({
      api,
      publicUrl: 'https://shop.example',
      storeId: () => Promise.resolve('store'),
    });
    expect(await sources.productCount()).toBe(PRODUCTS);
    const listed: string[] = [];
    for (let from = 0; from < PRODUCTS; from += 10_000) {
      for await (const entries of sources.products(from, 10_000)) {
        expect(entries.length).toBeLessThanOrEqual(100);
        listed.push(...entries.map((entry) => entry.loc));
      }
    }
    expect(listed).toHaveLength(PRODUCTS);
    expect(new Set(listed).size).toBe(PRODUCTS);
    expect(listed.at(-1)).toBe(`https://shop.example/products/${slugOf(PRODUCTS - 1)}`);
    expect(reads.every((read) => read.variables?.['from'] === undefined)).toBe(true);
  });
});
