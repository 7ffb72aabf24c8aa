import type { InProcessGraphql } from '../render/in-process-graphql.js';
import type { SitemapEntry } from './sitemap-xml.js';

/** Where a sitemap's addresses come from, read page by page. */
export interface SitemapSources {
  /** The shop's own pages: home, /shop, the collections and the policy pages. */
  pages(): Promise<SitemapEntry[]>;
  /** How many products are enabled. */
  productCount(): Promise<number>;
  /**
   * Up to `count` enabled products from the `from`-th on, one page of the API at a time (walked
   * from the first with `nextToken`: the API's `from` stops at 10,000, a catalogue need not).
   */
  products(from: number, count: number): AsyncGenerator<SitemapEntry[]>;
}

/** The API's largest page (`searchProducts` takes `limit` 1–100). */
export const PRODUCT_PAGE_SIZE = 100;

const PRODUCTS = `query sitemapProducts($limit: Int!, $nextToken: String) {
  searchProducts(limit: $limit, nextToken: $nextToken) { total nextToken items { slug updatedAt } }
}`;
const COLLECTIONS = `query sitemapCollections($nextToken: String) {
  searchCollectionTypes(filter: { includeArchived: false }, limit: 100, nextToken: $nextToken) {
    nextToken items { slug }
  }
}`;
const POLICIES = `query sitemapPolicies($id: ID!) { getStore(id: $id) { policies { slug } } }`;

interface ProductsAnswer {
  searchProducts: {
    total: number;
    nextToken: string | null;
    items: { slug: string; updatedAt: string | null }[];
  };
}
interface CollectionsAnswer {
  searchCollectionTypes: { nextToken: string | null; items: { slug: string }[] };
}
interface PoliciesAnswer {
  getStore: { policies: { slug: string }[] } | null;
}

/**
 * The sitemap's addresses, read through the storefront API in this process (`searchProducts`,
 * `searchCollectionTypes`, `getStore`: enabled products only, archived collections left out), a
 * page of at most `pageSize` products at a time: never the whole catalogue at once, whatever
 * its size. A failed read rejects.
 *
 * @example
 * const sources = catalogueSitemapSources({ api, publicUrl: 'https://haat.in', storeId: () => catalogue.storeId() });
 * for await (const entries of sources.products(0, 50_000)) write(entries);
 */
export function catalogueSitemapSources(options: {
  readonly api: Pick<InProcessGraphql, 'execute'>;
  readonly publicUrl: string;
  readonly storeId: () => Promise<string>;
  readonly pageSize?: number;
}): SitemapSources {
  const { api, publicUrl } = options;
  const pageSize = options.pageSize ?? PRODUCT_PAGE_SIZE;
  const url = (path: string) => new URL(path, publicUrl).href;
  async function read<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const answer = await api.execute({ query, variables, operationName: null });
    const body = JSON.parse(answer.text) as { data?: T | null; errors?: { message: string }[] };
    if (answer.status !== 200 || body.errors?.length || !body.data) {
      throw new Error(`sitemap read failed (${answer.status}): ${body.errors?.[0]?.message ?? ''}`);
    }
    return body.data;
  }
  const productsAfter = (nextToken: string | null, limit: number) =>
    read<ProductsAnswer>(PRODUCTS, { nextToken, limit }).then((data) => data.searchProducts);

  return {
    async pages() {
      const collections: string[] = [];
      let nextToken: string | null = null;
      do {
        const page: CollectionsAnswer['searchCollectionTypes'] = (
          await read<CollectionsAnswer>(COLLECTIONS, { nextToken })
        ).searchCollectionTypes;
        collections.push(...page.items.map((item) => item.slug));
        nextToken = page.nextToken;
      } while (nextToken);
      const store = await read<PoliciesAnswer>(POLICIES, { id: await options.storeId() });
      return [
        { loc: url('/') },
        { loc: url('/shop') },
        ...collections.map((slug) => ({ loc: url(`/collections/${encodeURIComponent(slug)}`) })),
        ...(store.getStore?.policies ?? []).map((policy) => ({
          loc: url(`/policies/${encodeURIComponent(policy.slug)}`),
        })),
      ];
    },
    productCount: () => productsAfter(null, 1).then((page) => page.total),
    // Keyset pages (`nextToken`) from the first product: the products before `from` are read
    // and dropped a page at a time (a later file of a sitemap index costs more reads, never
    // more memory).
    async *products(from, count) {
      const end = from + count;
      let position = 0;
      let nextToken: string | null = null;
      do {
        const page: ProductsAnswer['searchProducts'] = await productsAfter(nextToken, pageSize);
        const items = page.items.slice(Math.max(0, from - position), Math.max(0, end - position));
        if (items.length > 0) {
          yield items.map((item) => ({
            loc: url(`/products/${encodeURIComponent(item.slug)}`),
            lastmod: item.updatedAt,
          }));
        }
        if (page.items.length === 0) return;
        position += page.items.length;
        nextToken = page.nextToken;
      } while (nextToken !== null && position < end);
    },
  };
}
