import type { PaymentAttemptRecord } from './records.js';

/**
 * Attempts to collect an order's online part (CreateTransaction), unique on `providerOrderId`
 * (a taken id or attempt id is a programmer error and throws). Each method is one atomic
 * operation.
 *
 * @example
 * const attempt = await repos.paymentAttempts.byProviderOrderId(input.razorpayOrderId);
 */
export interface PaymentAttemptsRepository {
  insert(attempt: PaymentAttemptRecord): Promise<void>;
  /** The order's attempts, oldest first (then by id). */
  byOrder(orderId: string): Promise<readonly PaymentAttemptRecord[]>;
  byProviderOrderId(providerOrderId: string): Promise<PaymentAttemptRecord | null>;
}
