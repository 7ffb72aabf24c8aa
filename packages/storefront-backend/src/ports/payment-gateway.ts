import type { Paise } from '@haat/commerce-core';

/**
 * A payment provider order to create: the amount in paise, our receipt (at most 40 characters,
 * Razorpay's limit; we send the order code) and up to 15 string notes.
 *
 * @example
 * const request: ProviderOrderRequest = { amountPaise: asPaise(49900), receipt: 'HAAT-10234',
 *   notes: { orderId: 'o1' } };
 */
export interface ProviderOrderRequest {
  readonly amountPaise: Paise;
  readonly receipt: string;
  readonly notes: Readonly<Record<string, string>>;
}

/**
 * What the checkout hands back after the shopper pays: the provider order it paid, the payment
 * id, and the provider's signature over both.
 *
 * @example
 * const paid: CheckoutSignature = { providerOrderId: 'order_Ab12', paymentId: 'pay_Cd34',
 *   signature: '9e1c…' };
 */
export interface CheckoutSignature {
  readonly providerOrderId: string;
  readonly paymentId: string;
  readonly signature: string;
}

/**
 * A refund to ask of the provider: the provider payment to refund (captured), the amount in paise
 * (all of it, or part), Razorpay's speed, our receipt (at most 40 characters), up to 15 notes,
 * and our idempotency key (10 to 64 letters, digits, `-` or `_`): the provider makes one refund
 * per key, so a retry after a time-out never refunds twice.
 *
 * @example
 * const request: ProviderRefundRequest = { providerPaymentId: 'pay_29QQoUBi66xm2f',
 *   amountPaise: asPaise(47405), speed: 'normal', receipt: 'HAAT-10234/F1',
 *   notes: { refundKey: 'o1_F1' }, idempotencyKey: 'o1_F1' };
 */
export interface ProviderRefundRequest {
  readonly providerPaymentId: string;
  readonly amountPaise: Paise;
  readonly speed: 'normal' | 'optimum';
  readonly receipt: string;
  readonly notes: Readonly<Record<string, string>>;
  readonly idempotencyKey: string;
}

/**
 * A refund as the provider answered it: its id, and whether it is already processed, still
 * pending (the provider's webhook settles it later) or failed.
 *
 * @example
 * const refund: ProviderRefund = { providerRefundId: 'rfnd_FgRAHdNOM4ZVbO', status: 'pending' };
 */
export interface ProviderRefund {
  readonly providerRefundId: string;
  readonly status: 'pending' | 'processed' | 'failed';
}

/**
 * The payment provider (Razorpay in production, `sandboxPaymentGateway` in the mock host and
 * tests). `createOrder` may fail (network, 5xx): it rejects, and the caller decides whether to
 * retry. `verifyCheckoutSignature` is local and never rejects for a bad signature: it answers
 * false, having compared in constant time.
 *
 * @example
 * const { providerOrderId } = await gateway.createOrder({ amountPaise, receipt: order.code, notes: {} });
 * const genuine = await gateway.verifyCheckoutSignature({ providerOrderId, paymentId, signature });
 */
export interface PaymentGateway {
  createOrder(request: ProviderOrderRequest): Promise<{ readonly providerOrderId: string }>;
  /**
   * Whether `signature` is the provider's signature of `providerOrderId|paymentId` (Razorpay:
   * hex HMAC-SHA256 with the key secret). Pass the provider order id WE stored, never one the
   * client sent.
   */
  verifyCheckoutSignature(payment: CheckoutSignature): Promise<boolean>;
  /**
   * Refunds a captured payment, fully or in part (Razorpay: `POST /v1/payments/:id/refund` with
   * `X-Refund-Idempotency`). Rejects when the provider cannot be reached or refuses (an amount
   * above what is left to refund, a payment not captured): the caller keeps its refund claimed
   * and may ask again with the same idempotency key.
   */
  refund(request: ProviderRefundRequest): Promise<ProviderRefund>;
}
