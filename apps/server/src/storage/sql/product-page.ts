import type {
  CatalogueRepository,
  CatalogueSeed,
  ProductOf,
  ProductQuery,
  ProductQuerySort,
} from '@haat/storefront-backend';
import { and, asc, desc, eq, inArray, not, sql, SQL } from 'drizzle-orm';
import { products } from '../schema/index.js';
import type { Run } from './executor.js';

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

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
    q.priceMin != null && sql`${products.price} >= ${q.priceMin * 100}`,
    q.priceMax != null && sql`${products.price} <= ${q.priceMax * 100}`,
    q.ratingAtLeast != null && sql`coalesce(${products.rating}, 0) >= ${q.ratingAtLeast}`,
    q.recommended != null && eq(products.recommended, q.recommended),
    q.isFeatured != null && eq(products.isFeatured, q.isFeatured),
    q.tags && q.tags.length > 0 && sql`${products.tags} && ${textArray(q.tags)}`,
    q.vendor ? sql`lower(${products.vendor}) = ${q.vendor.toLowerCase()}` : undefined,
    ...words.map((word) => sql`strpos(${products.matchText}, ${word}) > 0`),
  ];
  return optional.filter((condition): condition is SQL => condition instanceof SQL);
}

/** ORDER BY of each sort; ties keep the curated order (position, then id). */
const ORDER: Readonly<Record<ProductQuerySort, readonly SQL[]>> = {
  DEFAULT: [],
  LATEST: [desc(products.createdAt)],
  BEST_SELLER: [sql`${products.totalOrders} desc nulls last`],
  POPULARITY: [sql`coalesce(${products.rating}, 0) desc`, desc(products.totalRatings)],
  PRICE_HIGH: [desc(products.price)],
  PRICE_LOW: [asc(products.price)],
  RECOMMEND_PRIORITY: [sql`${products.recommendPriority} asc nulls last`],
};

/**
 * `productPage` in SQL: WHERE on the filter columns (trigram-indexed `match_text` for words),
 * ORDER BY the sort columns, LIMIT / OFFSET, and a COUNT of all matches; the page's products
 * are read back from the catalogue held in memory.
 *
 * @example
 * const page = productPageIn(catalogue, run);
 * await page({ categorySlug: 'skin' }, 'PRICE_LOW', { offset: 0, limit: 48 });
 */
export function productPageIn<C extends CatalogueSeed>(
  catalogue: CatalogueRepository<C>,
  run: Run,
): CatalogueRepository<C>['productPage'] {
  return async (query, sort, page) => {
    const where = and(...conditions(query));
    const { ids, total } = await run(async (tx) => {
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...ORDER[sort], asc(products.curatedPosition), sql`${products.id} collate "C"`)
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where);
      return { ids: rows.map((row) => row.id), total: Number(count?.total ?? 0) };
    });
    const byId = new Map((await catalogue.products()).map((product) => [product.id, product]));
    const items = ids.flatMap((id): ProductOf<C>[] => {
      const product = byId.get(id);
      return product ? [product] : [];
    });
    return { items, total };
  };
}
