import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs } from './columns.js';

/**
 * The stock ledger (StockLedgerRecord): one row per change of a key's units on hand, written in
 * the transaction of the change (staff adjustments, dispatches, RTO and return restocks), read
 * newest first per key (`stock_ledger_key_at`). No foreign key to `stock`: a catalogue load may
 * replace stock rows, and the ledger keeps their history.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    delta: integer('delta').notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    reason: text('reason').notNull(),
    orderId: text('order_id'),
    note: text('note'),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    at: epochMs('at').notNull(),
  },
  (t) => [
    index('stock_ledger_key_at').on(t.key, t.at, t.id),
    check('stock_ledger_delta_not_zero', sql`${t.delta} <> 0`),
    check('stock_ledger_on_hand_after_not_negative', sql`${t.onHandAfter} >= 0`),
  ],
);
