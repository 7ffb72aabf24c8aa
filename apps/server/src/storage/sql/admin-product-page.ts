import {
  adminSearchWords,
  catalogueReadLimit,
  type CatalogueRepository,
  type CatalogueSeed,
  type ProductOf,
} from '@haat/storefront-backend';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { products } from '../schema/index.js';
import type { Run } from './executor.js';

const ID = sql`${products.id} collate "C"`;

/** A word with LIKE's wildcards and escape character escaped, to match as it is. */
const likeEscaped = (word: string): string => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * `adminProductPage` in SQL: each search word a LIKE on the trigram-indexed `admin_text`,
 * status and collection on their columns, ordered by id (`products_admin_order`), the page
 * after the cursor's id and a COUNT of all matches. Documents and versions come from the rows
 * themselves (one statement: each document with its own version).
 *
 * @example
 * const page = adminProductPageIn(run);
 * await page({ search: 'serum' }, { limit: 50, after: null });
 */
export function adminProductPageIn<C extends CatalogueSeed>(
  run: Run,
): CatalogueRepository<C>['adminProductPage'] {
  return async (query, page) => {
    catalogueReadLimit(page.limit, 'adminPageSize');
    const conditions: SQL[] = adminSearchWords(query.search).map(
      (word) => sql`${products.adminText} like ${`%${likeEscaped(word)}%`}`,
    );
    if (query.status) conditions.push(eq(products.status, query.status));
    if (query.collectionId) {
      conditions.push(sql`${products.collections} && array[${query.collectionId}]::text[]`);
    }
    const where = and(...conditions);
    const after = page.after;
    const [rows, counted] = await Promise.all([
      run((tx) =>
        tx
          .select({ data: products.data, version: products.version })
          .from(products)
          .where(after === null ? where : and(where, sql`${ID} > ${after}`))
          .orderBy(sql`${ID} asc`)
          .limit(page.limit + 1),
      ),
      run((tx) =>
        tx
          .select({ total: sql<number>`count(*)::int` })
          .from(products)
          .where(where),
      ),
    ]);
    const items = rows.slice(0, page.limit).map((row) => ({
      product: row.data as ProductOf<C>,
      version: Number(row.version),
    }));
    const more = rows.length > page.limit;
    return {
      items,
      total: Number(counted[0]?.total ?? 0),
      next: more ? (items.at(-1)?.product.id ?? null) : null,
    };
  };
}
