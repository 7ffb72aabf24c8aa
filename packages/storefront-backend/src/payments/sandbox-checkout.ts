import type { BackendDeps } from '../deps.js';
import type { SandboxPaymentGateway } from './sandbox-gateway.js';

/**
 * What the shopper does in the test payment window: pay, or have the payment fail.
 *
 * @example
 * const outcome: SandboxOutcome = 'fail';
 */
export type SandboxOutcome = 'pay' | 'fail';

/** The message of a failed sandbox payment (Razorpay's `error.description`). */
export const SANDBOX_FAILURE_MESSAGE =
  'Payment failed. Please try again or choose another payment method.';

/**
 * The test payment window's answer, in Razorpay Checkout's shapes: the handler's response
 * (payment id, provider order id, signature) when paid, or the `payment.failed` event's
 * `error` when it failed.
 *
 * @example
 * if (answer.status === 'paid') options.handler(answer.response);
 */
export type SandboxCheckoutAnswer =
  | {
      readonly status: 'paid';
      readonly response: {
        readonly razorpay_payment_id: string;
        readonly razorpay_order_id: string;
        readonly razorpay_signature: string;
      };
    }
  | {
      readonly status: 'failed';
      readonly error: {
        readonly code: 'BAD_REQUEST_ERROR';
        readonly description: string;
        readonly reason: 'payment_failed';
        readonly metadata: { readonly order_id: string; readonly payment_id: string };
      };
    };

/**
 * The provider's side of the test payment window, for the mock host's endpoint: for a provider
 * order that CreateTransaction stored, a new payment id and either the sandbox gateway's
 * signature (`pay`: ValidateTransaction will verify it like Razorpay's) or a failure (`fail`:
 * nothing reaches the backend, as with Razorpay). Null for a provider order we never created.
 *
 * @example
 * const answer = await sandboxCheckout(deps, gateway, 'order_0f3a9c51d2e84b', 'pay');
 */
export async function sandboxCheckout(
  deps: Pick<BackendDeps, 'storage' | 'ids'>,
  gateway: SandboxPaymentGateway,
  providerOrderId: string,
  outcome: SandboxOutcome,
): Promise<SandboxCheckoutAnswer | null> {
  const attempt = await deps.storage.repos.paymentAttempts.byProviderOrderId(providerOrderId);
  if (!attempt) return null;
  // The last 14 hex digits of a v4 UUID are all random (Razorpay ids have 14 characters).
  const paymentId = `pay_${deps.ids.uuid().replaceAll('-', '').slice(-14)}`;
  if (outcome === 'fail') {
    return {
      status: 'failed',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: SANDBOX_FAILURE_MESSAGE,
        reason: 'payment_failed',
        metadata: { order_id: providerOrderId, payment_id: paymentId },
      },
    };
  }
  return {
    status: 'paid',
    response: {
      razorpay_payment_id: paymentId,
      razorpay_order_id: providerOrderId,
      razorpay_signature: await gateway.signCheckout(providerOrderId, paymentId),
    },
  };
}
