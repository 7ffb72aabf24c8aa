import type { Product as CoreProduct } from '@haat/commerce-core';
import type { ListingAggregates } from '../ports/storage/catalogue.js';
import type { ProductQuery } from '../ports/storage/product-query.js';
import { collectionBySlugOrId } from './lookup.js';
import { listedPrice } from './product-query.js';
import { isProductInStock } from './in-stock.js';
import type { CatalogueEssentials } from './snapshot.js';
import type {
  AggregateItem,
  ProductAggregateField,
  ProductAggregateInput,
  SearchProductsFilter,
} from '@haat/storefront-api/resolvers';
import { aggregate, type AggregateValue } from '../query/aggregate.js';

type Filter = SearchProductsFilter | null | undefined;

const collectionIds = (catalogue: CatalogueEssentials, slugsOrIds: readonly string[]): string[] =>
  slugsOrIds.map((slugOrId) => collectionBySlugOrId(catalogue, slugOrId)?.id ?? slugOrId);

/**
 * The part of a search filter storage answers on its own (collections resolved to ids), or
 * null when the filter names another store (nothing matches).
 *
 * @example
 * productQueryOf(catalogue, { collectionSlug: 'serum' }); // { collectionIdGroups: [['serum']], ... }
 */
export function productQueryOf(
  catalogue: CatalogueEssentials,
  filter: Filter,
): ProductQuery | null {
  const { storeId, collectionSlug, collectionSlugs, ...rest } = filter ?? {};
  if (storeId && storeId !== catalogue.storeId) return null;
  return {
    ...rest,
    collectionIdGroups: [
      ...(collectionSlug ? [collectionIds(catalogue, [collectionSlug])] : []),
      ...(collectionSlugs ? [collectionIds(catalogue, collectionSlugs)] : []),
    ],
  };
}

const present = (term: string | null | undefined): string[] => (term == null ? [] : [term]);

/**
 * What a product aggregate reads from a product with live stock: its terms (a missing vendor,
 * category or sub-category has none; a rating its whole stars, 0 when unrated) and its number
 * (listed price in rupees, rating).
 *
 * @example
 * productAggregateValue(product, 'VENDOR'); // { terms: ['Haat Naturals'], number: null }
 */
export function productAggregateValue(
  product: CoreProduct,
  field: ProductAggregateField,
): AggregateValue {
  switch (field) {
    case 'COLLECTIONS':
      return { terms: product.collections ?? [], number: null };
    case 'CATEGORY':
      return { terms: present(product.category?.slug), number: null };
    case 'SUB_CATEGORY':
      return { terms: present(product.subCategory?.slug), number: null };
    case 'TAGS':
      return { terms: product.tags ?? [], number: null };
    case 'VENDOR':
      return { terms: present(product.vendor), number: null };
    case 'PRICE':
      return { terms: [String(listedPrice(product))], number: listedPrice(product) };
    case 'RATING':
      return { terms: [String(Math.floor(product.rating ?? 0))], number: product.rating ?? null };
    case 'IN_STOCK':
      return { terms: [String(isProductInStock(product))], number: null };
  }
}

/**
 * The requested aggregates over all matches (before paging), products with live stock.
 *
 * @example
 * productAggregates(items, [{ name: 'brands', type: 'TERMS', field: 'VENDOR' }]);
 */
export function productAggregates(
  products: readonly CoreProduct[],
  requests: readonly ProductAggregateInput[] | null | undefined,
): AggregateItem[] {
  return (requests ?? []).map((request) => aggregate(products, request, productAggregateValue));
}

/**
 * A listing's answer from storage's `productAggregates` over its matches (products with live
 * stock): the requested aggregates and how many match.
 *
 * @example
 * listingAggregates(matches, [{ name: 'brands', type: 'TERMS', field: 'VENDOR' }]).matches; // 12
 */
export function listingAggregates(
  matches: readonly CoreProduct[],
  requests: readonly ProductAggregateInput[],
): ListingAggregates {
  return { items: productAggregates(matches, requests), matches: matches.length };
}
