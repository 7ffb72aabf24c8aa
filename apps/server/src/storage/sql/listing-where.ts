import { toPaise } from '@haat/commerce-core';
import type { ProductQuery } from '@haat/storefront-backend';
import { and, eq, inArray, not, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { productFacetCounts, productFacets, products } from '../schema/index.js';

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

type Condition = SQL | false | null | undefined;

/** A word with LIKE's wildcards and escape character escaped, to match as it is. */
const likeEscaped = (word: string): string => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The filter columns `products` and `product_facets` share (under the same names). */
export type SharedFilterColumns = Record<
  'status' | 'price' | 'rating' | 'inStock' | 'categorySlug' | 'subCategorySlug',
  AnyPgColumn
>;

/** The conditions of a listing query's filters on the columns both tables have. */
const sharedConditions = (q: ProductQuery, c: SharedFilterColumns): Condition[] => [
  eq(c.status, q.status ?? 'ENABLED'),
  q.categorySlug ? eq(c.categorySlug, q.categorySlug) : undefined,
  q.subCategorySlug ? eq(c.subCategorySlug, q.subCategorySlug) : undefined,
  // Rupees to paise through commerce-core's one rounding, as the memory adapter compares.
  q.priceMin != null && sql`${c.price} >= ${toPaise(q.priceMin)}`,
  q.priceMax != null && sql`${c.price} <= ${toPaise(q.priceMax)}`,
  q.ratingAtLeast != null && sql`coalesce(${c.rating}, 0) >= ${q.ratingAtLeast}`,
  // The maintained column (migration 0013): the backend's `isProductInStock` over live stock.
  q.inStock != null && eq(c.inStock, q.inStock),
];

/** The conditions of a listing query's filters that only `products` can answer. */
function productOnlyConditions(q: ProductQuery): Condition[] {
  const words = (q.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return [
    q.ids ? (q.ids.length > 0 ? inArray(products.id, [...q.ids]) : sql`false`) : undefined,
    q.excludeIds && q.excludeIds.length > 0 && not(inArray(products.id, [...q.excludeIds])),
    q.slug ? eq(products.slug, q.slug) : undefined,
    q.recommended != null && eq(products.recommended, q.recommended),
    q.isFeatured != null && eq(products.isFeatured, q.isFeatured),
    q.tags && q.tags.length > 0 && sql`${products.tags} && ${textArray(q.tags)}`,
    q.vendor ? sql`lower(${products.vendor}) = ${q.vendor.toLowerCase()}` : undefined,
    // LIKE '%word%' (wildcards escaped): the match text's trigram index serves it.
    ...words.map((word) => sql`${products.matchText} like ${`%${likeEscaped(word)}%`}`),
  ];
}

const given = (conditions: Condition[]): SQL[] =>
  conditions.filter((condition): condition is SQL => condition instanceof SQL);

/**
 * The WHERE of a listing query over `products` (trigram-indexed `match_text` for words, the
 * maintained `in_stock` column, prices in paise).
 *
 * @example
 * await tx.select({ id: products.id }).from(products).where(listingWhere({ inStock: true }));
 */
export function listingWhere(query: ProductQuery): SQL | undefined {
  return and(
    ...given([
      ...sharedConditions(query, products),
      ...(query.collectionIdGroups ?? []).map(
        (group) => sql`${products.collections} && ${textArray(group)}`,
      ),
      ...productOnlyConditions(query),
    ]),
  );
}

/**
 * The scope of a listing's `product_facets` rows ('' the whole shop, or the one collection it
 * asks for), or null when those rows cannot answer it: a filter only `products` has, or
 * collections other than one.
 *
 * @example
 * facetScope({ collectionIdGroups: [['serum']], priceMax: 999 }); // 'serum'
 * facetScope({ text: 'glow' }); // null
 */
export function facetScope(query: ProductQuery): string | null {
  const groups = query.collectionIdGroups ?? [];
  const [group] = groups;
  const scope = group === undefined ? '' : group.length === 1 ? group[0] : undefined;
  // A scope of its own for '' would be the whole shop's: such an id reads `products`.
  if (groups.length > 1 || scope === undefined || (group && scope === '')) return null;
  if (given(productOnlyConditions(query)).length > 0) return null;
  return scope;
}

/**
 * The same listing's WHERE over `product_facets` (the rows of its scope: the whole shop, or
 * the one collection it asks for), or null when those rows cannot answer it: a filter only
 * `products` has, or collections other than one.
 *
 * @example
 * facetRowsWhere({ collectionIdGroups: [['serum']], priceMax: 999 }); // scope = 'serum' and …
 * facetRowsWhere({ text: 'glow' }); // null
 */
export function facetRowsWhere(query: ProductQuery): SQL | null {
  const scope = facetScope(query);
  if (scope === null) return null;
  return (
    and(eq(productFacets.scope, scope), ...given(sharedConditions(query, productFacets))) ?? null
  );
}

/**
 * The same listing's WHERE over `product_facet_counts` but for its price range (the caller
 * picks the buckets), or null when those groups cannot answer it: when its facet rows cannot,
 * or its least rating is not whole (the groups hold whole ratings: `rating_floor >= 3` is
 * exactly `coalesce(rating, 0) >= 3`).
 *
 * @example
 * facetGroupsWhere({ ratingAtLeast: 3, inStock: true }); // scope = '' and … rating_floor >= 3 …
 * facetGroupsWhere({ ratingAtLeast: 3.5 }); // null
 */
export function facetGroupsWhere(query: ProductQuery): SQL | null {
  const scope = facetScope(query);
  if (scope === null) return null;
  if (query.ratingAtLeast != null && !Number.isInteger(query.ratingAtLeast)) return null;
  const { priceMin: _min, priceMax: _max, ...unpriced } = query;
  const c = productFacetCounts;
  const columns = { ...c, rating: c.ratingFloor, price: c.bucket };
  return and(eq(c.scope, scope), ...given(sharedConditions(unpriced, columns))) ?? null;
}
