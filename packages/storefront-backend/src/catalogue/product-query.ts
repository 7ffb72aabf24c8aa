import type { Product } from '@haat/commerce-core';
import type { ProductQuery, ProductQuerySort } from '../ports/storage/product-query.js';
import { isProductInStock } from './in-stock.js';

/** A product as listings read it: commerce-core's fields, its slug and creation date. */
type Listed = Product & { readonly slug?: string | null; readonly createdAt?: string | null };

/**
 * Selling price shown in listings: the first variant's price, else the product's.
 *
 * @example
 * listedPrice({ id: 'p1', price: 599, variants: [{ id: 'v1', price: 499 }] }); // 499
 */
export function listedPrice(product: Product): number {
  return product.variants?.[0]?.price ?? product.price ?? 0;
}

/**
 * The lower-case text a listing's `text` filter looks words up in: title, slug, vendor,
 * category, sub-category, tags and collection ids.
 *
 * @example
 * productMatchText({ id: 'p1', title: 'Vitamin C Serum', tags: ['glow'] }); // 'vitamin c serum   glow'
 */
export function productMatchText(product: Listed): string {
  return [
    product.title,
    product.slug,
    product.vendor,
    product.category?.name,
    product.subCategory?.name,
    ...(product.tags ?? []),
    ...(product.collections ?? []),
  ]
    .map((part) => part ?? '')
    .join(' ')
    .toLowerCase();
}

const lower = (value: string | null | undefined): string => (value ?? '').toLowerCase();

/**
 * Whether a product matches a listing query (every given part holds). `inStock` reads the
 * product's own stock figures, so give it a product with live stock.
 *
 * @example
 * matchesProductQuery(product, { categorySlug: 'skin', priceMax: 999 }); // true
 */
export function matchesProductQuery(product: Listed, q: ProductQuery): boolean {
  const price = listedPrice(product);
  const collections = product.collections ?? [];
  const tags = product.tags ?? [];
  const textWords = lower(q.text).split(/\s+/).filter(Boolean);
  const checks: boolean[] = [
    (product.status ?? null) === (q.status ?? 'ENABLED'),
    !q.ids || q.ids.includes(product.id),
    !q.excludeIds || !q.excludeIds.includes(product.id),
    !q.slug || q.slug === product.slug,
    (q.collectionIdGroups ?? []).every((group) => group.some((id) => collections.includes(id))),
    !q.categorySlug || product.category?.slug === q.categorySlug,
    !q.subCategorySlug || product.subCategory?.slug === q.subCategorySlug,
    q.priceMin == null || price >= q.priceMin,
    q.priceMax == null || price <= q.priceMax,
    q.ratingAtLeast == null || (product.rating ?? 0) >= q.ratingAtLeast,
    q.recommended == null || (product.recommended ?? false) === q.recommended,
    q.isFeatured == null || (product.isFeatured ?? false) === q.isFeatured,
    !q.tags || q.tags.length === 0 || q.tags.some((tag) => tags.includes(tag)),
    !q.vendor || lower(product.vendor) === lower(q.vendor),
    textWords.length === 0 || textWords.every((w) => productMatchText(product).includes(w)),
    q.inStock == null || isProductInStock(product) === q.inStock,
  ];
  return checks.every(Boolean);
}

const byNumber =
  (value: (p: Listed) => number | null | undefined, direction: 1 | -1) =>
  (a: Listed, b: Listed): number => {
    const x = value(a) ?? null;
    const y = value(b) ?? null;
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * direction;
  };

const comparators: Readonly<Record<ProductQuerySort, (a: Listed, b: Listed) => number>> = {
  DEFAULT: () => 0,
  LATEST: (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
  BEST_SELLER: byNumber((p) => p.totalOrders, -1),
  POPULARITY: (a, b) =>
    (b.rating ?? 0) - (a.rating ?? 0) || (b.totalRatings ?? 0) - (a.totalRatings ?? 0),
  PRICE_HIGH: byNumber(listedPrice, -1),
  PRICE_LOW: byNumber(listedPrice, 1),
  RECOMMEND_PRIORITY: byNumber((p) => p.recommendPriority, 1),
};

/**
 * A sorted copy; ties keep the store's curated order (position, then id).
 *
 * @example
 * sortListed(products, 'PRICE_LOW')[0]?.id; // the cheapest
 */
export function sortListed<P extends Listed>(products: readonly P[], sort: ProductQuerySort): P[] {
  const compare = comparators[sort];
  return [...products].sort(
    (a, b) =>
      compare(a, b) ||
      (a.position ?? 0) - (b.position ?? 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
