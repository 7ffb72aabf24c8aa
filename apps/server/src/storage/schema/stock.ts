import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

/**
 * Stock by key (a product id, or `productId:variantId`): what is on hand and what unpaid or
 * unshipped orders hold. Reserving is one conditional UPDATE per key
 * (`NOT tracked OR on_hand - reserved >= q`), so the checks below can never be crossed.
 * Untracked keys (inventory off or selling out of stock) have a row with `tracked = false`:
 * nothing limits them and their counts never change. A key without a row cannot be reserved.
 * A write that moves a level across a product's minimum queues that product's recount
 * (`in_stock_recounts`, migration 0015's triggers).
 */
export const stock = pgTable(
  'stock',
  {
    key: text('key').primaryKey(),
    onHand: integer('on_hand').notNull(),
    reserved: integer('reserved').notNull().default(0),
    /** The part of `reserved` promised to orders that have not paid yet (the unpaid share). */
    held: integer('held').notNull().default(0),
    tracked: boolean('tracked').notNull().default(true),
  },
  (t) => [
    check('stock_reserved_not_negative', sql`${t.reserved} >= 0`),
    check('stock_held_not_negative', sql`${t.held} >= 0`),
    check('stock_reserved_within_on_hand', sql`${t.reserved} <= ${t.onHand}`),
    // A product's keys by byte order (its own, then `id:` to `id;`: its variants'), whatever the
    // database's collation: a product page reads its product's stock in its statement.
    index('stock_key_bytes').on(sql`${t.key} collate "C"`),
  ],
);

/**
 * The stock keys a tracked product is in stock through (the backend's `inStockKeys`): its own
 * key without variants, else its sellable variants' keys, each with the minimum order quantity
 * its live level must reach and the catalogue's inventory (`seeded`, read when the key's stock
 * row is untracked). Found by key (`product_stock_keys_key`) when a level moves. No foreign key
 * to `products`: the catalogue's writers replace a product's rows with the product, and a load
 * writes 200,000 of them without a lookup each.
 */
export const productStockKeys = pgTable(
  'product_stock_keys',
  {
    productId: text('product_id').notNull(),
    key: text('key').notNull(),
    minimum: integer('minimum').notNull(),
    seeded: integer('seeded').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.key] }), index('product_stock_keys_key').on(t.key)],
);

/**
 * Products whose `stocked_keys` a transaction must recount before it commits (its id, the
 * product): written by the stock and in-stock-key triggers, read and emptied by the deferred
 * trigger that recounts them, products locked in id order. Empty outside a writing transaction.
 */
export const inStockRecounts = pgTable(
  'in_stock_recounts',
  {
    txid: bigint('txid', { mode: 'number' }).notNull(),
    productId: text('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.txid, t.productId] })],
);
