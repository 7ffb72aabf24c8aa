import { isSellable } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import { collectionBySlugOrId } from './lookup.js';
import { isProductInStock, sellingPrice } from './selling.js';
import type { CatalogueSnapshot } from './snapshot.js';
import type {
  ProductAggregateField,
  ProductAggregateInput,
  ProductSort,
  SearchProductsFilter,
} from '@haat/storefront-api/resolvers';
import { aggregate, type AggregateValue } from '../query/aggregate.js';

type Filter = SearchProductsFilter | null | undefined;

const lower = (value: string | null | undefined): string => (value ?? '').toLowerCase();

const inCollection = (
  catalogue: CatalogueSnapshot,
  product: Product,
  slugOrId: string,
): boolean => {
  const id = collectionBySlugOrId(catalogue, slugOrId)?.id ?? slugOrId;
  return product.collections.includes(id);
};

const haystack = (product: Product): string =>
  [
    product.title,
    product.slug,
    product.vendor,
    product.category.name,
    product.subCategory.name,
    ...product.tags,
    ...product.collections,
  ]
    .join(' ')
    .toLowerCase();

const matchesText = (product: Product, text: string): boolean => {
  const words = lower(text).split(/\s+/).filter(Boolean);
  const hay = haystack(product);
  return words.every((word) => hay.includes(word));
};

/** Every given part of the filter must hold; disabled products only when asked for. */
function matchesFilter(catalogue: CatalogueSnapshot, product: Product, filter: Filter): boolean {
  const f = filter ?? {};
  const price = sellingPrice(product);
  const checks: boolean[] = [
    f.status ? product.status === f.status : isSellable(product),
    !f.storeId || f.storeId === catalogue.storeId,
    !f.ids || f.ids.includes(product.id),
    !f.excludeIds || !f.excludeIds.includes(product.id),
    !f.slug || f.slug === product.slug,
    !f.collectionSlug || inCollection(catalogue, product, f.collectionSlug),
    !f.collectionSlugs || f.collectionSlugs.some((s) => inCollection(catalogue, product, s)),
    !f.categorySlug || product.category.slug === f.categorySlug,
    !f.subCategorySlug || product.subCategory.slug === f.subCategorySlug,
    f.priceMin == null || price >= f.priceMin,
    f.priceMax == null || price <= f.priceMax,
    f.ratingAtLeast == null || product.rating >= f.ratingAtLeast,
    f.recommended == null || product.recommended === f.recommended,
    f.isFeatured == null || product.isFeatured === f.isFeatured,
    !f.tags || f.tags.length === 0 || f.tags.some((tag) => product.tags.some((t) => t === tag)),
    !f.vendor || lower(product.vendor) === lower(f.vendor),
    !f.text || matchesText(product, f.text),
  ];
  if (!checks.every(Boolean)) return false;
  return f.inStock == null || isProductInStock(product) === f.inStock;
}

const byNumber =
  (value: (p: Product) => number | null, direction: 1 | -1) =>
  (a: Product, b: Product): number => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * direction;
  };

const comparators: Readonly<Record<ProductSort, (a: Product, b: Product) => number>> = {
  DEFAULT: () => 0,
  LATEST: (a, b) => b.createdAt.localeCompare(a.createdAt),
  BEST_SELLER: byNumber((p) => p.totalOrders, -1),
  POPULARITY: (a, b) => b.rating - a.rating || b.totalRatings - a.totalRatings,
  PRICE_HIGH: byNumber(sellingPrice, -1),
  PRICE_LOW: byNumber(sellingPrice, 1),
  RECOMMEND_PRIORITY: byNumber((p) => p.recommendPriority, 1),
};

/** Sorted copy; ties keep the store's curated order (position, then id). */
function sortProducts(products: readonly Product[], sort: ProductSort): Product[] {
  const compare = comparators[sort];
  return [...products].sort(
    (a, b) => compare(a, b) || a.position - b.position || a.id.localeCompare(b.id),
  );
}

/**
 * Products matching a search filter (disabled ones only when `status` asks for them; `inStock`
 * reads the snapshot's live stock), in the requested order; ties keep the curated order.
 *
 * @example
 * findProducts(catalogue, { collectionSlug: 'serum', inStock: true }, 'PRICE_LOW');
 */
export function findProducts(
  catalogue: CatalogueSnapshot,
  filter: Filter,
  sort: ProductSort | null | undefined,
): Product[] {
  const matches = catalogue.products.filter((p) => matchesFilter(catalogue, p, filter));
  return sortProducts(matches, sort ?? 'DEFAULT');
}

const valueOf = (product: Product, field: ProductAggregateField): AggregateValue => {
  switch (field) {
    case 'COLLECTIONS':
      return { terms: product.collections, number: null };
    case 'CATEGORY':
      return { terms: [product.category.slug], number: null };
    case 'SUB_CATEGORY':
      return { terms: [product.subCategory.slug], number: null };
    case 'TAGS':
      return { terms: product.tags, number: null };
    case 'VENDOR':
      return { terms: [product.vendor], number: null };
    case 'PRICE':
      return { terms: [String(sellingPrice(product))], number: sellingPrice(product) };
    case 'RATING':
      return { terms: [String(Math.floor(product.rating))], number: product.rating };
    case 'IN_STOCK':
      return { terms: [String(isProductInStock(product))], number: null };
  }
};

/**
 * The requested aggregates over all matches (before paging).
 *
 * @example
 * productAggregates(items, [{ name: 'brands', type: 'TERMS', field: 'VENDOR' }]);
 */
export function productAggregates(
  products: readonly Product[],
  requests: readonly ProductAggregateInput[] | null | undefined,
) {
  return (requests ?? []).map((request) => aggregate(products, request, valueOf));
}
