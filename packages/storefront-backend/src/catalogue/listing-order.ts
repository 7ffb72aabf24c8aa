import { toPaise, type Product } from '@haat/commerce-core';
import type { ListingCursor } from '../ports/storage/paging.js';
import type { ProductQuerySort } from '../ports/storage/product-query.js';

/** A product as listings read it: commerce-core's fields, its slug and creation date. */
export type Listed = Product & {
  readonly slug?: string | null;
  readonly createdAt?: string | null;
};

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
 * When a product was created, in epoch milliseconds (0 when unknown or unreadable): what the
 * LATEST order sorts by.
 *
 * @example
 * createdAtMs({ id: 'p1', createdAt: '2024-01-01T00:00:00.000Z' }); // 1704067200000
 */
export function createdAtMs(product: Listed): number {
  const time = product.createdAt ? Date.parse(product.createdAt) : 0;
  return Number.isFinite(time) ? time : 0;
}

/** One key of a sort order: the number it reads from a product and its direction. */
interface SortKey {
  readonly of: (product: Listed) => number;
  /** 1 ascending, -1 descending. */
  readonly direction: 1 | -1;
}

/**
 * The keys of each sort order, before the curated position and the id that break ties. Each is
 * a number a database column holds as well (prices in paise; a missing recommendation priority
 * is +Infinity, so it comes last).
 */
export const LISTING_SORT_KEYS: Readonly<Record<ProductQuerySort, readonly SortKey[]>> = {
  DEFAULT: [],
  LATEST: [{ of: createdAtMs, direction: -1 }],
  BEST_SELLER: [{ of: (p) => p.totalOrders ?? 0, direction: -1 }],
  POPULARITY: [
    { of: (p) => p.rating ?? 0, direction: -1 },
    { of: (p) => p.totalRatings ?? 0, direction: -1 },
  ],
  PRICE_HIGH: [{ of: (p) => toPaise(listedPrice(p)), direction: -1 }],
  PRICE_LOW: [{ of: (p) => toPaise(listedPrice(p)), direction: 1 }],
  RECOMMEND_PRIORITY: [{ of: (p) => p.recommendPriority ?? Infinity, direction: 1 }],
};

/**
 * Where a product stands in a sort order: the sort's keys, then its curated position, and its
 * id (the listing's cursor after it).
 *
 * @example
 * listingKeys({ id: 'p1', price: 499, position: 3 }, 'PRICE_LOW'); // { keys: [49900, 3], id: 'p1' }
 */
export function listingKeys(product: Listed, sort: ProductQuerySort): ListingCursor {
  return {
    keys: [...LISTING_SORT_KEYS[sort].map((key) => key.of(product)), product.position ?? 0],
    id: product.id,
  };
}

const sign = (a: number, b: number): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The listing order of two positions in a sort order (negative: `a` comes first): each sort key
 * in its direction, then the curated position, then the id (by UTF-16 code units, as SQL's
 * `collate "C"` orders ASCII ids).
 *
 * @example
 * compareListingKeys(listingKeys(cheap, 'PRICE_LOW'), listingKeys(dear, 'PRICE_LOW'), 'PRICE_LOW'); // -1
 */
export function compareListingKeys(
  a: ListingCursor,
  b: ListingCursor,
  sort: ProductQuerySort,
): number {
  const keys = LISTING_SORT_KEYS[sort];
  for (const [index, key] of keys.entries()) {
    const order = sign(a.keys[index] ?? 0, b.keys[index] ?? 0) * key.direction;
    if (order !== 0) return order;
  }
  return (
    sign(a.keys[keys.length] ?? 0, b.keys[keys.length] ?? 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
