import type {
  CatalogueReads,
  CatalogueRepository,
  CatalogueSeed,
  ProductOf,
  ProductQuerySort,
} from '@haat/storefront-backend';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { products } from '../schema/index.js';
import type { Run } from './executor.js';
import { listingWhere } from './listing-where.js';

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
 * `productPage` in SQL: WHERE on the filter columns (`listingWhere`), ORDER BY the sort columns, LIMIT / OFFSET, and a COUNT of all matches; the page's products
 * are read back from the catalogue held in memory.
 *
 * @example
 * const page = productPageIn(catalogue, run);
 * await page({ categorySlug: 'skin' }, 'PRICE_LOW', { offset: 0, limit: 48 });
 */
export function productPageIn<C extends CatalogueSeed>(
  catalogue: CatalogueReads<C>,
  run: Run,
): CatalogueRepository<C>['productPage'] {
  return async (query, sort, page) => {
    const where = listingWhere(query);
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
