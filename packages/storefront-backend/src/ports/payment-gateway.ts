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
}
