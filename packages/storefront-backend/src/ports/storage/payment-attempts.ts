import type { PaymentAttemptRecord, PaymentFailureRecord } from './records.js';

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
  /**
   * Records a payment the provider reported failed as the attempt's `lastFailure` (one
   * statement: `UPDATE payment_attempts SET failed_… WHERE provider_order_id = $id`); answers
   * the updated attempt, or null when no attempt has this provider order id.
   */
  recordFailure(
    providerOrderId: string,
    failure: PaymentFailureRecord,
  ): Promise<PaymentAttemptRecord | null>;
}
