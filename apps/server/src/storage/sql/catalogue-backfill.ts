import type { CatalogueSeed } from '@haat/storefront-backend';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { products, productStockKeys } from '../schema/index.js';
import { insertSearchWords, insertStockKeys, productRow } from './catalogue-rows.js';
import type { Tx } from './executor.js';

/** Products rewritten per round of a backfill. */
const ROUND = 500;

type Product = CatalogueSeed['products'][number];

/**
 * Rewrites the derived columns of products stored before they existed (migration 0009 adds
 * `search_words` empty and `data_bytes` 0; 0008 `untracked_in_stock` and `product_stock_keys`
 * empty; 0013 empties the keys again and sets `data_bytes` 0 for variants' shared keys; 0022 adds
 * `admin_text` and sets `data_bytes` 0), from each row's own document, a round of rows at a time: a database seeded earlier
 * then searches and lists like a new one. The keys' triggers recount each product's maintained
 * `stocked` (migration 0015) before the writing transaction commits. Does nothing (one indexed probe) once done.
 *
 * @example
 * await backfillProductColumns(tx, collections);
 */
export async function backfillProductColumns(
  tx: Tx,
  collections: CatalogueSeed['collections'],
): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await tx
      .select({ id: products.id, data: products.data, position: products.position })
      .from(products)
      .where(and(eq(products.dataBytes, 0), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(ROUND);
    if (rows.length === 0) return;
    for (const row of rows) {
      const product = row.data as Product;
      const { id: _id, data: _data, ...columns } = productRow(collections, product, row.position);
      await tx.update(products).set(columns).where(eq(products.id, row.id));
      await insertSearchWords(tx, columns.searchWords);
    }
    const list = rows.map((row) => row.data as Product);
    await tx.execute(
      sql`delete from ${productStockKeys} where ${productStockKeys.productId} = any(${sql.param(list.map((p) => p.id))}::text[])`,
    );
    await insertStockKeys(tx, list);
    after = rows.at(-1)?.id ?? after;
    if (rows.length < ROUND) return;
  }
}
