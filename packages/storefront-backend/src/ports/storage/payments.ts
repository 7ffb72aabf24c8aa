import type { PaymentRecord } from './records.js';

/**
 * The outcome of marking a payment paid: `paid` now, `already-paid` by this same provider
 * payment (a retry), `conflict` (the payment was paid by another provider payment, or this
 * provider payment already paid another payment), or `not-found`.
 *
 * @example
 * const outcome = await repos.payments.markPaid(payment.id, 'pay_29QQoUBi66xm2f', now);
 * if (outcome.status === 'conflict') refuse('This payment was already used.');
 */
export type MarkPaidOutcome =
  | { readonly status: 'paid'; readonly payment: PaymentRecord }
  | { readonly status: 'already-paid'; readonly payment: PaymentRecord }
  | { readonly status: 'conflict' }
  | { readonly status: 'not-found' };

/**
 * An order's payments (inserted with the order by `orders.insert`). Each method is one atomic
 * operation. SQL: `payments` with a UNIQUE index on `provider_payment_id`.
 *
 * @example
 * const online = (await repos.payments.byOrder(order.id)).find((p) => p.method === 'ONLINE');
 */
export interface PaymentsRepository {
  byId(id: string): Promise<PaymentRecord | null>;
  /** The order's payments, oldest first (then by id). */
  byOrder(orderId: string): Promise<readonly PaymentRecord[]>;
  /** Records the provider order created for the payment; null when there is no such payment. */
  setProviderOrder(paymentId: string, providerOrderId: string): Promise<PaymentRecord | null>;
  /**
   * UNPAID → PAID with the provider's payment id and time, in one conditional statement
   * (`UPDATE payments SET status = 'PAID', … WHERE id = $id AND status = 'UNPAID'`; the unique
   * index refuses a provider payment id that already paid another payment).
   */
  markPaid(paymentId: string, providerPaymentId: string, at: number): Promise<MarkPaidOutcome>;
}
