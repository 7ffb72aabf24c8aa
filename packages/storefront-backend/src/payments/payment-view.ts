import { fromPaise } from '@haat/commerce-core';
import type { Payment, Transaction } from '@haat/storefront-api/resolvers';
import type { PaymentAttemptRecord, PaymentRecord } from '../ports/storage/records.js';

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The API's Payment from a stored payment (rupees, ISO dates).
 *
 * @example
 * paymentView(record).amount; // 499
 */
export function paymentView(payment: PaymentRecord): Payment {
  return {
    id: payment.id,
    storeId: payment.storeId,
    userId: payment.userId,
    orderId: payment.orderId,
    method: payment.method,
    status: payment.status,
    amount: fromPaise(payment.amount),
    paymentDate: payment.paidAt === null ? null : iso(payment.paidAt),
    razorpayOrderId: payment.providerOrderId,
    razorpayPaymentId: payment.providerPaymentId,
    createdAt: iso(payment.createdAt),
  };
}

/**
 * The API's Transaction from a payment attempt (the provider order to open checkout with).
 *
 * @example
 * transactionView(attempt).razorpayOrderId; // 'order_0f3a9c51d2e84b'
 */
export function transactionView(attempt: PaymentAttemptRecord): Transaction {
  return {
    id: attempt.id,
    orderId: attempt.orderId,
    amount: fromPaise(attempt.amount),
    currency: attempt.currency,
    razorpayOrderId: attempt.providerOrderId,
  };
}
