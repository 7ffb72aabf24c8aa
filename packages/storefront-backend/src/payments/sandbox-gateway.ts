import type { IdSource } from '../ports/ids.js';
import type {
  CheckoutSignature,
  PaymentGateway,
  ProviderOrderRequest,
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

/**
 * The payment gateway of the mock host and of tests, signed exactly as Razorpay signs: provider
 * order ids `order_` + 14 characters, checkout signature = hex HMAC-SHA256 of
 * `${providerOrderId}|${paymentId}` with `secret`, verified by WebCrypto's constant-time
 * `crypto.subtle.verify`. It refuses orders Razorpay would refuse (amount under ₹1, receipt over
 * 40 characters, more than 15 notes) by throwing. The secret stays with the host; in the mock
 * host it is a fixed test value.
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
  return {
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
