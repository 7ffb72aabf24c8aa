import type { ProductSort } from '@haat/storefront-api/resolvers';

/**
 * A product listing as storage can answer it on its own: searchProducts' filter without the
 * store (`storeId`), collections already resolved to ids, prices in rupees. Every given part
 * must hold; `status` defaults to ENABLED. `inStock` reads live stock (the `stock` levels).
 *
 * @example
 * const query: ProductQuery = { collectionIdGroups: [['col-serum']], priceMax: 999 };
 */
export interface ProductQuery {
  readonly status?: string | null | undefined;
  readonly ids?: readonly string[] | null | undefined;
  readonly excludeIds?: readonly string[] | null | undefined;
  readonly slug?: string | null | undefined;
  /** Each group: the product is in at least one of its collections (ids). */
  readonly collectionIdGroups?: readonly (readonly string[])[] | undefined;
  readonly categorySlug?: string | null | undefined;
  readonly subCategorySlug?: string | null | undefined;
  readonly priceMin?: number | null | undefined;
  readonly priceMax?: number | null | undefined;
  readonly ratingAtLeast?: number | null | undefined;
  readonly recommended?: boolean | null | undefined;
  readonly isFeatured?: boolean | null | undefined;
  /** Any of these tags. */
  readonly tags?: readonly string[] | null | undefined;
  /** Case-insensitive. */
  readonly vendor?: string | null | undefined;
  /** Every word is in the product's match text (`productMatchText`), case-insensitive. */
  readonly text?: string | null | undefined;
  /**
   * Whether the product is in stock now (commerce-core `productAvailability` over the live
   * stock levels: see `isProductInStock`).
   */
  readonly inStock?: boolean | null | undefined;
}

/**
 * The orders a product listing can be sorted by (ties: catalogue position, then id).
 *
 * @example
 * const sort: ProductQuerySort = 'PRICE_LOW';
 */
export type ProductQuerySort = ProductSort;
