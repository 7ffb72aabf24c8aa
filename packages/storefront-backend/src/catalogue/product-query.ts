import { toPaise } from '@haat/commerce-core';
import type { ProductQuery, ProductQuerySort } from '../ports/storage/product-query.js';
import { isProductInStock } from './in-stock.js';
import { compareListingKeys, listedPrice, listingKeys, type Listed } from './listing-order.js';

export { listedPrice } from './listing-order.js';

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
 * Whether a product matches a listing query (every given part holds; prices in paise).
 * `inStock` reads the product's own stock figures, so give it a product with live stock.
 *
 * @example
 * matchesProductQuery(product, { categorySlug: 'skin', priceMax: 999 }); // true
 */
export function matchesProductQuery(product: Listed, q: ProductQuery): boolean {
  // Prices compare in paise, the bounds rounded once by commerce-core (as SQL compares them).
  const price = toPaise(listedPrice(product));
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
    q.priceMin == null || price >= toPaise(q.priceMin),
    q.priceMax == null || price <= toPaise(q.priceMax),
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

/**
 * A sorted copy in the listing order (`compareListingKeys`): the sort's keys, ties in the
 * store's curated order (position, then id).
 *
 * @example
 * sortListed(products, 'PRICE_LOW')[0]?.id; // the cheapest
 */
export function sortListed<P extends Listed>(products: readonly P[], sort: ProductQuerySort): P[] {
  return products
    .map((product) => ({ product, at: listingKeys(product, sort) }))
    .sort((a, b) => compareListingKeys(a.at, b.at, sort))
    .map(({ product }) => product);
}
