import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Whether `signature` is the lower- or upper-case hex HMAC-SHA256 of `message` with `secret`,
 * compared in constant time (`timingSafeEqual`). Anything that is not 64 hex digits is false.
 *
 * @example
 * isHmacSha256Hex('order_1|pay_1', secret, signatureFromCheckout); // true or false
 */
export function isHmacSha256Hex(
  message: string | Buffer,
  secret: string,
  signature: string | undefined,
): boolean {
  if (!signature || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(message).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * Whether a Razorpay Checkout result is genuine: `razorpay_signature` must be the hex
 * HMAC-SHA256 of `<order id>|<payment id>` with the key secret. Pass the provider order id we
 * stored for the order, never the one the browser sent.
 *
 * @example
 * isRazorpayCheckoutSignature({ providerOrderId: 'order_Ab12', paymentId: 'pay_Cd34', signature }, keySecret);
 */
export function isRazorpayCheckoutSignature(
  payment: {
    readonly providerOrderId: string;
    readonly paymentId: string;
    readonly signature: string;
  },
  keySecret: string,
): boolean {
  return isHmacSha256Hex(
    `${payment.providerOrderId}|${payment.paymentId}`,
    keySecret,
    payment.signature,
  );
}

/**
 * Whether a Razorpay webhook delivery is genuine: `X-Razorpay-Signature` must be the hex
 * HMAC-SHA256 of the raw request body (the bytes as received, before any JSON parsing) with the
 * webhook secret.
 *
 * @example
 * isRazorpayWebhookSignature(rawBody, request.headers['x-razorpay-signature'], webhookSecret);
 */
export function isRazorpayWebhookSignature(
  rawBody: Buffer,
  signatureHeader: string | string[] | undefined,
  webhookSecret: string,
): boolean {
  return (
    typeof signatureHeader === 'string' && isHmacSha256Hex(rawBody, webhookSecret, signatureHeader)
  );
}
