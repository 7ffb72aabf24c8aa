import { sql } from 'drizzle-orm';
import type { Database } from '../database.js';

/**
 * Vacuums the tables read by index-only scans (`products`' sort indexes for a collection's page,
 * `product_facets` and `product_facet_counts` for the facets), so each page of them is marked
 * all-visible again and those reads skip the heap. A catalogue load rewrites every row of them
 * and cannot vacuum inside its transaction: right after one, the facets read each row's heap
 * page too (measured at 100,000 products: 5× slower) until autovacuum (PostgreSQL, within its
 * one-minute naptime, see migration 0036) or the upkeep (PGlite) comes. Outside a transaction:
 * VACUUM cannot run in one. 0.7 s at 100,000 products on PostgreSQL, most of it `products`.
 *
 * @example
 * await replaceCatalogue(database, entries);
 * await vacuumIndexOnlyTables(database);
 */
export async function vacuumIndexOnlyTables(database: Pick<Database, 'db'>): Promise<void> {
  await database.db.execute(sql`vacuum products, product_facets, product_facet_counts`);
}
