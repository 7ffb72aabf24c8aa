import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs, paise } from './columns.js';
import { orders } from './orders.js';

/**
 * Payments of orders (PaymentRecord): COD, ONLINE or CASHBACK. A provider payment id is
 * accepted once (unique; several NULLs are allowed).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: text('store_id').notNull(),
    userId: text('user_id'),
    method: text('method').notNull(),
    status: text('status').notNull(),
    amount: paise('amount_paise').notNull(),
    paidAt: epochMs('paid_at'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id').unique('payments_provider_payment_unique'),
    createdAt: epochMs('created_at').notNull(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    check('payments_method', sql`${t.method} in ('COD', 'ONLINE', 'CASHBACK')`),
    check('payments_status', sql`${t.status} in ('UNPAID', 'PAID')`),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * Attempts to collect an order's online part (PaymentAttemptRecord); one per provider order.
 * The `failed_*` columns hold the last payment the provider reported failed (all NULL: none).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: paise('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    providerOrderId: text('provider_order_id')
      .notNull()
      .unique('payment_attempts_provider_order_unique'),
    createdAt: epochMs('created_at').notNull(),
    failedPaymentId: text('failed_payment_id'),
    failureReason: text('failure_reason'),
    failedAt: epochMs('failed_at'),
  },
  (t) => [
    index('payment_attempts_order').on(t.orderId),
    check(
      'payment_attempts_failure_whole',
      sql`(${t.failedPaymentId} is null) = (${t.failedAt} is null)`,
    ),
  ],
);
