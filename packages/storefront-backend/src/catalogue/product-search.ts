import type { Product } from '@haat/storefront-api/catalogue';
import type { ProductQuery } from '../ports/storage/product-query.js';
import { collectionBySlugOrId } from './lookup.js';
import { matchesProductQuery, sortListed } from './product-query.js';
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

const collectionIds = (catalogue: CatalogueSnapshot, slugsOrIds: readonly string[]): string[] =>
  slugsOrIds.map((slugOrId) => collectionBySlugOrId(catalogue, slugOrId)?.id ?? slugOrId);

/**
 * The part of a search filter storage answers on its own (collections resolved to ids), or
 * null when the filter names another store (nothing matches).
 *
 * @example
 * productQueryOf(catalogue, { collectionSlug: 'serum' }); // { collectionIdGroups: [['serum']], ... }
 */
export function productQueryOf(catalogue: CatalogueSnapshot, filter: Filter): ProductQuery | null {
  const { storeId, inStock: _inStock, collectionSlug, collectionSlugs, ...rest } = filter ?? {};
  if (storeId && storeId !== catalogue.storeId) return null;
  return {
    ...rest,
    collectionIdGroups: [
      ...(collectionSlug ? [collectionIds(catalogue, [collectionSlug])] : []),
      ...(collectionSlugs ? [collectionIds(catalogue, collectionSlugs)] : []),
    ],
  };
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
  const query = productQueryOf(catalogue, filter);
  if (!query) return [];
  const inStock = filter?.inStock;
  const matches = catalogue.products.filter(
    (p) => matchesProductQuery(p, query) && (inStock == null || isProductInStock(p) === inStock),
  );
  return sortListed(matches, sort ?? 'DEFAULT');
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
