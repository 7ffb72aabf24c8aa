import { toPaise } from '@haat/commerce-core';
import type { ProductQuery } from '@haat/storefront-backend';
import { and, eq, inArray, not, sql, SQL } from 'drizzle-orm';
import { products } from '../schema/index.js';

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A word with LIKE's wildcards and escape character escaped, to match as it is. */
const likeEscaped = (word: string): string => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The WHERE conditions of a listing query, each on a filter column of `products`. */
function conditions(q: ProductQuery): SQL[] {
  const words = (q.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const optional: (SQL | false | null | undefined)[] = [
    eq(products.status, q.status ?? 'ENABLED'),
    q.ids ? (q.ids.length > 0 ? inArray(products.id, [...q.ids]) : sql`false`) : undefined,
    q.excludeIds && q.excludeIds.length > 0 && not(inArray(products.id, [...q.excludeIds])),
    q.slug ? eq(products.slug, q.slug) : undefined,
    ...(q.collectionIdGroups ?? []).map(
      (group) => sql`${products.collections} && ${textArray(group)}`,
    ),
    q.categorySlug ? eq(products.categorySlug, q.categorySlug) : undefined,
    q.subCategorySlug ? eq(products.subCategorySlug, q.subCategorySlug) : undefined,
    // Rupees to paise through commerce-core's one rounding, as the memory adapter compares.
    q.priceMin != null && sql`${products.price} >= ${toPaise(q.priceMin)}`,
    q.priceMax != null && sql`${products.price} <= ${toPaise(q.priceMax)}`,
    q.ratingAtLeast != null && sql`coalesce(${products.rating}, 0) >= ${q.ratingAtLeast}`,
    q.recommended != null && eq(products.recommended, q.recommended),
    q.isFeatured != null && eq(products.isFeatured, q.isFeatured),
    q.tags && q.tags.length > 0 && sql`${products.tags} && ${textArray(q.tags)}`,
    q.vendor ? sql`lower(${products.vendor}) = ${q.vendor.toLowerCase()}` : undefined,
    // LIKE '%word%' (wildcards escaped): the match text's trigram index serves it.
    ...words.map((word) => sql`${products.matchText} like ${`%${likeEscaped(word)}%`}`),
    // The maintained column (migration 0013): the backend's `isProductInStock` over live stock.
    q.inStock != null && eq(products.inStock, q.inStock),
  ];
  return optional.filter((condition): condition is SQL => condition instanceof SQL);
}

/**
 * The WHERE of a listing query over `products` (trigram-indexed `match_text` for words, the
 * maintained `in_stock` column, prices in paise).
 *
 * @example
 * await tx.select({ id: products.id }).from(products).where(listingWhere({ inStock: true }));
 */
export function listingWhere(query: ProductQuery): SQL | undefined {
  return and(...conditions(query));
}
