import type { PaymentAttemptsRepository, PaymentsRepository } from '@haat/storefront-backend';
import { and, asc, eq, sql } from 'drizzle-orm';
import { paymentAttempts, payments } from '../schema/index.js';
import { uniqueViolation, type Run } from './executor.js';
import { failureColumnsOf, paymentAttemptOf, paymentOf } from './records.js';

/**
 * Payments in SQL: `markPaid` is one conditional UPDATE (`status = 'UNPAID'`) in a savepoint; the
 * unique index on the provider payment id refuses a second payment paid by it (a conflict).
 */
export function sqlPayments(run: Run): PaymentsRepository {
  return {
    byId: (id) =>
      run(async (tx) => {
        const [row] = await tx.select().from(payments).where(eq(payments.id, id));
        return row ? paymentOf(row) : null;
      }),
    byOrder: (orderId) =>
      run(async (tx) => {
        const rows = await tx
          .select()
          .from(payments)
          .where(eq(payments.orderId, orderId))
          .orderBy(asc(payments.createdAt), asc(sql`${payments.id} collate "C"`));
        return rows.map(paymentOf);
      }),
    setProviderOrder: (paymentId, providerOrderId) =>
      run(async (tx) => {
        const [row] = await tx
          .update(payments)
          .set({ providerOrderId })
          .where(eq(payments.id, paymentId))
          .returning();
        return row ? paymentOf(row) : null;
      }),
    markPaid: (paymentId, providerPaymentId, at) =>
      run(async (tx) => {
        try {
          const [paid] = await tx.transaction((savepoint) =>
            savepoint
              .update(payments)
              .set({ status: 'PAID', providerPaymentId, paidAt: at })
              .where(and(eq(payments.id, paymentId), eq(payments.status, 'UNPAID')))
              .returning(),
          );
          if (paid) return { status: 'paid' as const, payment: paymentOf(paid) };
        } catch (error) {
          if (uniqueViolation(error) === null) throw error;
          return { status: 'conflict' as const };
        }
        const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
        if (!row) return { status: 'not-found' as const };
        return row.providerPaymentId === providerPaymentId
          ? { status: 'already-paid' as const, payment: paymentOf(row) }
          : { status: 'conflict' as const };
      }),
  };
}

/** Payment attempts in SQL: unique on the provider order id. */
export function sqlPaymentAttempts(run: Run): PaymentAttemptsRepository {
  return {
    insert: (attempt) =>
      run(async (tx) => {
        const { lastFailure, ...columns } = attempt;
        await tx.insert(paymentAttempts).values({ ...columns, ...failureColumnsOf(lastFailure) });
      }),
    byOrder: (orderId) =>
      run(async (tx) => {
        const rows = await tx
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.orderId, orderId))
          .orderBy(asc(paymentAttempts.createdAt), asc(sql`${paymentAttempts.id} collate "C"`));
        return rows.map(paymentAttemptOf);
      }),
    byProviderOrderId: (providerOrderId) =>
      run(async (tx) => {
        const [row] = await tx
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.providerOrderId, providerOrderId));
        return row ? paymentAttemptOf(row) : null;
      }),
    recordFailure: (providerOrderId, failure) =>
      run(async (tx) => {
        const [row] = await tx
          .update(paymentAttempts)
          .set(failureColumnsOf(failure))
          .where(eq(paymentAttempts.providerOrderId, providerOrderId))
          .returning();
        return row ? paymentAttemptOf(row) : null;
      }),
  };
}
