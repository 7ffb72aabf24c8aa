import type { IdSource } from '../ports/ids.js';
import type {
  CheckoutSignature,
  PaymentGateway,
  ProviderOrderRequest,
  ProviderRefundRequest,
} from '../ports/payment-gateway.js';
import { fromHex, toHex, utf8 } from '../crypto/encoding.js';
import { hmacSha256, hmacSha256Key } from '../crypto/hmac.js';

/** Razorpay's limits on an order: receipt length and number of notes. */
const MAX_RECEIPT_LENGTH = 40;
const MAX_NOTES = 15;

/**
 * A payment gateway with the test payment window's side too: `signCheckout` is what the
 * provider's checkout does when a payment succeeds.
 *
 * @example
 * const signature = await sandbox.signCheckout('order_0f3a9c51d2e84b', 'pay_1');
 */
export interface SandboxPaymentGateway extends PaymentGateway {
  /** Hex HMAC-SHA256 of `providerOrderId|paymentId` with the secret (Razorpay's scheme). */
  signCheckout(providerOrderId: string, paymentId: string): Promise<string>;
  /** The refunds made, in order (one per idempotency key). */
  readonly refunds: readonly SandboxRefund[];
}

/**
 * A refund the sandbox made.
 *
 * @example
 * const made: SandboxRefund = { providerRefundId: 'rfnd_0f3a9c51d2e84b', providerPaymentId: 'pay_1',
 *   amountPaise: 47405, speed: 'normal', idempotencyKey: 'o1_F1' };
 */
export interface SandboxRefund {
  readonly providerRefundId: string;
  readonly providerPaymentId: string;
  readonly amountPaise: number;
  readonly speed: 'normal' | 'optimum';
  readonly idempotencyKey: string;
}

const checkRequest = (request: ProviderOrderRequest): void => {
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise < 100) {
    throw new RangeError(
      `An order amount must be whole paise, at least 100: ${request.amountPaise}`,
    );
  }
  if (request.receipt.length === 0 || request.receipt.length > MAX_RECEIPT_LENGTH) {
    throw new RangeError(`A receipt must be 1 to ${MAX_RECEIPT_LENGTH} characters`);
  }
  if (Object.keys(request.notes).length > MAX_NOTES) {
    throw new RangeError(`At most ${MAX_NOTES} notes`);
  }
};

/** Razorpay's idempotency key: at least 10 letters, digits, hyphens or underscores. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,64}$/;

const checkRefund = (request: ProviderRefundRequest): void => {
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise < 100) {
    throw new RangeError(`A refund must be whole paise, at least 100: ${request.amountPaise}`);
  }
  if (!IDEMPOTENCY_KEY.test(request.idempotencyKey)) {
    throw new RangeError(`Not a refund idempotency key: "${request.idempotencyKey}"`);
  }
  if (request.receipt.length > MAX_RECEIPT_LENGTH) {
    throw new RangeError(`A receipt must be at most ${MAX_RECEIPT_LENGTH} characters`);
  }
};

/**
 * The payment gateway of the mock host and of tests, signed exactly as Razorpay signs: provider
 * order ids `order_` + 14 characters, checkout signature = hex HMAC-SHA256 of
 * `${providerOrderId}|${paymentId}` with `secret`, verified by WebCrypto's constant-time
 * `crypto.subtle.verify`. It refuses orders Razorpay would refuse (amount under ₹1, receipt over
 * 40 characters, more than 15 notes) by throwing. The secret stays with the host; in the mock
 * host it is a fixed test value. Refunds are processed at once, one per idempotency key (a key
 * reused with another amount or payment is refused, as Razorpay refuses it); the sandbox does
 * not know what was captured, so it cannot refuse a refund above it.
 *
 * @example
 * const gateway = sandboxPaymentGateway('sandbox-secret', { uuid: () => crypto.randomUUID() });
 * const { providerOrderId } = await gateway.createOrder({ amountPaise, receipt: 'HAAT-10234', notes: {} });
 * const signature = await gateway.signCheckout(providerOrderId, 'pay_1');
 * await gateway.verifyCheckoutSignature({ providerOrderId, paymentId: 'pay_1', signature }); // true
 */
export function sandboxPaymentGateway(secret: string, ids: IdSource): SandboxPaymentGateway {
  const key = hmacSha256Key(secret);
  const message = (providerOrderId: string, paymentId: string) => `${providerOrderId}|${paymentId}`;
  const refunds: SandboxRefund[] = [];
  return {
    refunds,
    refund(request) {
      return Promise.resolve().then(() => {
        checkRefund(request);
        const earlier = refunds.find((made) => made.idempotencyKey === request.idempotencyKey);
        if (earlier) {
          if (
            earlier.amountPaise !== request.amountPaise ||
            earlier.providerPaymentId !== request.providerPaymentId
          ) {
            throw new Error(
              'Different request with the same idempotency key has already been processed.',
            );
          }
          return { providerRefundId: earlier.providerRefundId, status: 'processed' as const };
        }
        const made = {
          providerRefundId: `rfnd_${ids.uuid().replaceAll('-', '').slice(-14)}`,
          providerPaymentId: request.providerPaymentId,
          amountPaise: request.amountPaise,
          speed: request.speed,
          idempotencyKey: request.idempotencyKey,
        };
        refunds.push(made);
        return { providerRefundId: made.providerRefundId, status: 'processed' as const };
      });
    },
    createOrder(request) {
      return Promise.resolve().then(() => {
        checkRequest(request);
        // The last 14 hex digits of a v4 UUID are all random.
        return { providerOrderId: `order_${ids.uuid().replaceAll('-', '').slice(-14)}` };
      });
    },
    async signCheckout(providerOrderId, paymentId) {
      return toHex(await hmacSha256(await key, message(providerOrderId, paymentId)));
    },
    async verifyCheckoutSignature({ providerOrderId, paymentId, signature }: CheckoutSignature) {
      const bytes = fromHex(signature);
      if (!bytes || bytes.length !== 32) return false;
      return crypto.subtle.verify(
        'HMAC',
        await key,
        bytes,
        utf8(message(providerOrderId, paymentId)),
      );
    },
  };
}
