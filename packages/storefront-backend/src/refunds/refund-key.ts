/**
 * The unique key of a refund — an order and the refund's id within its life (`F1`…) — as
 * storage claims it and as the payment gateway's idempotency key (Razorpay takes 10–64
 * letters, digits, `-` and `_`: order ids are UUIDs).
 *
 * @example
 * refundKey('0b8e…-4f2a', 'F1'); // '0b8e…-4f2a_F1'
 */
export function refundKey(orderId: string, refundId: string): string {
  const key = `${orderId}_${refundId}`;
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(key)) {
    throw new RangeError(`A refund key is 10 to 64 letters, digits, - or _: "${key}"`);
  }
  return key;
}
