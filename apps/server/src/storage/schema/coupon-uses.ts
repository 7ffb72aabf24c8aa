import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Coupon uses counted per customer key (`phone:+91…`, `user:<id>`): one row per coupon and key,
 * raised by a conditional upsert (`… DO UPDATE SET used = used + 1 WHERE used < max`) so
 * concurrent orders never pass a coupon's per-customer cap.
 */
export const couponUseCounts = pgTable(
  'coupon_use_counts',
  {
    couponId: text('coupon_id').notNull(),
    customerKey: text('customer_key').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.customerKey] }),
    check('coupon_use_counts_used', sql`${t.used} >= 0`),
  ],
);

/**
 * Which order counted which use (given back when the order is cancelled). Not a foreign key of
 * `orders`: the use is counted in the order's transaction, before or after its insert.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    orderId: text('order_id').notNull(),
    couponId: text('coupon_id').notNull(),
    customerKey: text('customer_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.couponId, t.customerKey] }),
    index('coupon_uses_coupon').on(t.couponId, t.customerKey),
  ],
);
