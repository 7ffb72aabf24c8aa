import { sql } from 'drizzle-orm';
import type { Tx } from './executor.js';

/**
 * Held exclusively by a catalogue load for its whole transaction (it rewrites every product
 * row). Migration 0015's recount tries it shared: while a load runs, a committing stock write
 * leaves its products to the load's own recount instead of waiting on the load's rows.
 */
export const CATALOGUE_LOAD_LOCK = 7_402_115;

/**
 * Puts the writing transaction in bulk mode (`haat.in_stock_bulk`, until it ends): stock and
 * in-stock-key writes queue no recounts. For a writer that rewrites the whole catalogue and
 * calls {@link recountInStock} once its stock is written.
 *
 * @example
 * await inStockInBulk(tx);
 */
export async function inStockInBulk(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('haat.in_stock_bulk', 'on', true)`);
}

/**
 * Recounts every tracked product's `stocked` from its keys' live stock (`haat_keys_stocked`,
 * the SQL mirror of the backend's `isProductInStock`), writing only the rows that differ; in
 * `table` (a load's own before it goes live, see `startProductsLoad`).
 *
 * @example
 * await recountInStock(tx);
 */
export async function recountInStock(tx: Tx, table = 'products'): Promise<void> {
  await tx.execute(sql`update ${sql.raw(table)} set stocked = haat_keys_stocked(id)
    where untracked_in_stock is null and stocked <> haat_keys_stocked(id)`);
}
