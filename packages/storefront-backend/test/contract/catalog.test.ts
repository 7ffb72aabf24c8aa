import { describe, expect, it } from 'vitest';
import { products } from '@haat/sample-shop';
import { documents } from './documents.js';
import { SERUM } from './fixtures.js';
import { codeOf, STORE_ID, useContractTarget } from './harness.js';

const { gql, tokenFor } = useContractTarget();

interface Listed {
  readonly id: string;
  readonly price: number;
  readonly rating: number;
  readonly totalOrders: number;
  readonly createdAt: string;
}
interface SearchAnswer {
  searchProducts: {
    items: Listed[];
    nextToken: string | null;
    total: number;
    aggregateItems: {
      name: string;
      type: string;
      value: number | null;
      buckets: { key: string; docCount: number }[];
    }[];
  };
}

const search = (variables: Record<string, unknown>) =>
  gql<SearchAnswer>(documents.searchProducts, variables);
const enabled = products.filter((p) => p.status === 'ENABLED');

describe('searchProducts', () => {
  it('lists enabled products in position order with total and paging', async () => {
    const first = await search({ limit: 10 });
    expect(first.data?.searchProducts.total).toBe(enabled.length);
    expect(first.data?.searchProducts.items).toHaveLength(10);
    const token = first.data?.searchProducts.nextToken;
    expect(token).toBeTruthy();
    const second = await search({ limit: 10, nextToken: token });
    expect(second.data?.searchProducts.items[0]?.id).not.toBe(
      first.data?.searchProducts.items[0]?.id,
    );
    const byOffset = await search({ limit: 10, from: 10 });
    expect(byOffset.data?.searchProducts.items).toEqual(second.data?.searchProducts.items);
    const last = await search({ limit: 10, from: enabled.length - 1 });
    expect(last.data?.searchProducts.nextToken).toBeNull();
  });

  it('pages alike whether or not the query selects the total (in a fragment too)', async () => {
    type Paged = { items: { id: string }[]; nextToken: string | null; total?: number };
    const pages = async (query: string) => {
      const found: { ids: string[]; token: string | null; total?: number }[] = [];
      let token: string | null = null;
      do {
        const answer: { data?: { searchProducts: Paged } | null; errors?: unknown } = await gql<{
          searchProducts: Paged;
        }>(query, { limit: 12, nextToken: token });
        const page: Paged | undefined = answer.data?.searchProducts;
        if (!page) throw new Error(JSON.stringify(answer.errors));
        token = page.nextToken;
        const ids = page.items.map((item) => item.id);
        found.push(page.total === undefined ? { ids, token } : { ids, token, total: page.total });
      } while (token && found.length < 10);
      return found;
    };
    const without = await pages(`query ListingWithoutTotal($limit: Int, $nextToken: String) {
      searchProducts(limit: $limit, nextToken: $nextToken) { items { id } nextToken }
    }`);
    const inFragment = await pages(`query ListingTotalInFragment($limit: Int, $nextToken: String) {
      searchProducts(limit: $limit, nextToken: $nextToken) { items { id } nextToken ...Counted }
    }
    fragment Counted on ProductConnection { total }`);
    const listed = without.flatMap((page) => page.ids);
    expect([...listed].sort()).toEqual(enabled.map((p) => p.id).sort());
    expect(without).toEqual(inFragment.map(({ ids, token }) => ({ ids, token })));
    expect(new Set(inFragment.map((page) => page.total))).toEqual(new Set([enabled.length]));
    expect(without.at(-1)?.token).toBeNull();
  });

  it.each([
    ['PRICE_LOW', (a: Listed, b: Listed) => a.price <= b.price],
    ['PRICE_HIGH', (a: Listed, b: Listed) => a.price >= b.price],
    ['BEST_SELLER', (a: Listed, b: Listed) => a.totalOrders >= b.totalOrders],
    ['POPULARITY', (a: Listed, b: Listed) => a.rating >= b.rating],
    ['LATEST', (a: Listed, b: Listed) => a.createdAt >= b.createdAt],
  ] as const)('sorts by %s', async (sort, inOrder) => {
    const items = (await search({ sort, limit: 100 })).data?.searchProducts.items ?? [];
    expect(items.every((item, i) => i === 0 || inOrder(items[i - 1] ?? item, item))).toBe(true);
  });

  it('filters by collection slug, price range, rating, stock, text, recommended and tags', async () => {
    const count = async (filter: Record<string, unknown>) =>
      (await search({ filter, limit: 100 })).data?.searchProducts.total;
    expect(await count({ collectionSlug: 'serum' })).toBe(
      enabled.filter((p) => p.collections.includes('serum')).length,
    );
    expect(await count({ priceMin: 300, priceMax: 500 })).toBeGreaterThan(0);
    const cheap =
      (await search({ filter: { priceMax: 250 }, limit: 100 })).data?.searchProducts.items ?? [];
    expect(cheap.every((p) => p.price <= 250)).toBe(true);
    const rated =
      (await search({ filter: { ratingAtLeast: 4.5 }, limit: 100 })).data?.searchProducts.items ??
      [];
    expect(rated.every((p) => p.rating >= 4.5)).toBe(true);
    const inStock = (await count({ inStock: true })) ?? 0;
    const outOfStock = (await count({ inStock: false })) ?? 0;
    expect(inStock + outOfStock).toBe(enabled.length);
    expect(outOfStock).toBeGreaterThan(0);
    expect(await count({ text: 'vitamin c' })).toBeGreaterThan(0);
    expect(await count({ recommended: true })).toBe(enabled.filter((p) => p.recommended).length);
    expect(await count({ tags: ['trending'] })).toBe(
      enabled.filter((p) => p.tags.includes('trending')).length,
    );
    expect(await count({ categorySlug: 'skin', subCategorySlug: 'face-wash' })).toBeGreaterThan(0);
  });

  it('answers requested aggregates over all matches', async () => {
    const answer = await search({
      limit: 1,
      aggregates: [
        { name: 'collections', type: 'TERMS', field: 'COLLECTIONS' },
        { name: 'minPrice', type: 'MIN', field: 'PRICE' },
      ],
    });
    const [collections, minPrice] = answer.data?.searchProducts.aggregateItems ?? [];
    expect(collections?.buckets.find((b) => b.key === 'serum')?.docCount).toBe(
      enabled.filter((p) => p.collections.includes('serum')).length,
    );
    expect(minPrice?.value).toBe(Math.min(...enabled.map((p) => p.variants[0]?.price ?? p.price)));
  });

  it('answers the same total with aggregates asked (counted by them) as without', async () => {
    const facets = [{ name: 'category', type: 'TERMS', field: 'CATEGORY' }];
    for (const filter of [
      {},
      { collectionSlug: 'serum', priceMax: 700 },
      { priceMin: 1_000_000 },
    ]) {
      const plain = await search({ filter, limit: 1 });
      const faceted = await search({ filter, limit: 1, aggregates: facets });
      const expected = enabled.filter(
        (p) =>
          (!('collectionSlug' in filter) || p.collections.includes(filter.collectionSlug)) &&
          (!('priceMax' in filter) || (p.variants[0]?.price ?? p.price) <= filter.priceMax) &&
          (!('priceMin' in filter) || (p.variants[0]?.price ?? p.price) >= filter.priceMin),
      ).length;
      expect(plain.data?.searchProducts.total).toBe(expected);
      expect(faceted.data?.searchProducts.total).toBe(expected);
    }
  });

  it('refuses an out-of-range limit', async () => {
    expect((await search({ limit: 101 })).errors[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});

describe('products, collections, FAQs, linked products', () => {
  it('byslugProduct finds one product with its variants filtered', async () => {
    const answer = await gql<{
      productsBySlug: { items: { id: string; variants: { id: string }[] }[] };
    }>(documents.byslugProduct, {
      slug: 'amla-brahmi-hair-oil',
      variantFilter: { status: 'ENABLED' },
    });
    const items = answer.data?.productsBySlug.items ?? [];
    expect(items.map((item) => item.id)).toEqual(['prd-amla-brahmi-hair-oil']);
    expect(items[0]?.variants.map((variant) => variant.id)).toEqual(['var-amla-brahmi-hair-oil-2']);
    const disabled = await gql<{ productsBySlug: { items: unknown[] } }>(documents.byslugProduct, {
      slug: 'saffron-licorice-glow-serum',
    });
    expect(disabled.data?.productsBySlug.items).toEqual([]);
  });

  it('getProduct answers null for an unknown id', async () => {
    expect((await gql(documents.getProduct, { id: 'nope' })).data).toEqual({ getProduct: null });
  });

  it('linked products resolve to the products themselves', async () => {
    const answer = await gql<{
      linkedProductsByProductId: { items: { linkedProduct: { id: string } | null }[] };
    }>(documents.byProductIdLinkedProduct, { productId: SERUM.id });
    expect(answer.data?.linkedProductsByProductId.items.length).toBeGreaterThan(0);
    expect(answer.data?.linkedProductsByProductId.items[0]?.linkedProduct?.id).toBeTruthy();
  });

  it('collections come sorted by priority, archived ones only when asked, with the sort mapped to ProductSort', async () => {
    const all = await gql<{
      searchCollectionTypes: {
        items: { slug: string; priority: number; defaultSorting: string; isArchive: boolean }[];
      };
    }>(documents.searchCollectionTypes, {});
    const items = all.data?.searchCollectionTypes.items ?? [];
    expect(items.every((c, i) => i === 0 || (items[i - 1]?.priority ?? 0) <= c.priority)).toBe(
      true,
    );
    expect(items.some((c) => c.isArchive)).toBe(false);
    expect(items.every((c) => /^[A-Z_]+$/.test(c.defaultSorting))).toBe(true);
  });

  it('FAQs by product', async () => {
    const answer = await gql<{ searchProductFaqs: { items: { productId: string }[] } }>(
      documents.searchProductFaqs,
      {
        filter: { productId: SERUM.id },
      },
    );
    expect(answer.data?.searchProductFaqs.items.length).toBeGreaterThan(0);
    expect(answer.data?.searchProductFaqs.items.every((f) => f.productId === SERUM.id)).toBe(true);
  });
});

describe('getInitialData', () => {
  it('loads settings, sorted menus and banners, live coupons and available deals', async () => {
    const answer = await gql<{
      getInitialData: {
        settings: { key: string }[];
        store: { banners: { priority: number; isArchive: boolean }[] };
        menus: { priority: number; children: { id: string }[] }[];
        coupons: { code: string; isArchive: boolean }[];
        ltoProducts: { recommendPrice: number | null; status: string }[];
        shippingTiers: unknown[];
      };
    }>(documents.getInitialData, { storeId: STORE_ID });
    const data = answer.data?.getInitialData;
    expect(data?.settings).toHaveLength(21);
    const banners = data?.store.banners ?? [];
    expect(
      banners.every(
        (b, i) => !b.isArchive && (i === 0 || (banners[i - 1]?.priority ?? 0) <= b.priority),
      ),
    ).toBe(true);
    const menus = data?.menus ?? [];
    expect(menus.every((m, i) => i === 0 || (menus[i - 1]?.priority ?? 0) <= m.priority)).toBe(
      true,
    );
    expect(data?.coupons.map((c) => c.code)).not.toContain('DIWALI20');
    expect(data?.coupons.map((c) => c.code)).not.toContain('MONSOON15');
    expect(data?.ltoProducts.length).toBeGreaterThan(0);
    expect(
      data?.ltoProducts.every((p) => p.recommendPrice !== null && p.status === 'ENABLED'),
    ).toBe(true);
    expect(data?.shippingTiers).toHaveLength(4);
  });

  it('answers NOT_FOUND for another store', async () => {
    const answer = await gql(documents.getInitialData, { storeId: 'other' });
    expect(answer.errors[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });
});

describe('what a catalogue answer never carries', () => {
  it('answers costPrice as null to everyone, on products and variants', async () => {
    const query = `query cost($id: ID!) { getProduct(id: $id) { costPrice variants { costPrice } }
      searchProducts(limit: 100) { items { costPrice variants { costPrice } } } }`;
    const signedIn = { token: await tokenFor('+919876543210') };
    for (const options of [{}, signedIn]) {
      const answer = await gql<{
        getProduct: { costPrice: number | null; variants: { costPrice: number | null }[] };
        searchProducts: {
          items: { costPrice: number | null; variants: { costPrice: number | null }[] }[];
        };
      }>(query, { id: SERUM.id }, options);
      expect(answer.errors).toEqual([]);
      const costs = [answer.data?.getProduct, ...(answer.data?.searchProducts.items ?? [])].flatMap(
        (product) => [product?.costPrice, ...(product?.variants ?? []).map((v) => v.costPrice)],
      );
      expect(costs.length).toBeGreaterThan(40);
      expect(costs.filter((cost) => cost !== null)).toEqual([]);
    }
  });
});

describe('caps on list arguments', () => {
  it('refuses more aggregates than the cap, naming the argument, before any work', async () => {
    const facet = { name: 'category', type: 'TERMS', field: 'CATEGORY' };
    const ten = await gql<SearchAnswer>(documents.searchProducts, {
      limit: 1,
      aggregates: Array.from({ length: 10 }, () => facet),
    });
    expect(ten.errors).toEqual([]);
    const many = await gql(documents.searchProducts, {
      limit: 1,
      aggregates: Array.from({ length: 1000 }, () => facet),
    });
    expect(codeOf(many)).toBe('BAD_USER_INPUT');
    expect(many.errors[0]?.message).toBe('aggregates has too many items (at most 10).');
  });

  it('refuses a page larger than 100', async () => {
    const big = await gql(documents.searchProducts, { limit: 101 });
    expect(codeOf(big)).toBe('BAD_USER_INPUT');
    expect(big.errors[0]?.message).toBe('limit is too large (at most 100).');
  });
});
