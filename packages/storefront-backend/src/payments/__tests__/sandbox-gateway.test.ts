import { asPaise } from '@haat/commerce-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sandboxPaymentGateway } from '../sandbox-gateway.js';

const SECRET = 'sandbox-secret';
const ORDER = 'order_0f3a9c51d2e84b';
const PAYMENT = 'pay_29QQoUBi66xm2f';
/** HMAC-SHA256(ORDER|PAYMENT, SECRET), computed independently with Python's hmac module. */
const KNOWN_SIGNATURE = '9116ad369470f8a2a71fb09df3a580a371030c2f45d1ecb7adc068536e5eaf55';

let counter = 0;
const ids = { uuid: () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}` };
const gateway = sandboxPaymentGateway(SECRET, ids);

const request = { amountPaise: asPaise(49900), receipt: 'HAAT-10234', notes: {} };

describe('sandboxPaymentGateway', () => {
  it('creates provider orders shaped like Razorpay ids, a new one each time', async () => {
    const first = await gateway.createOrder(request);
    const second = await gateway.createOrder(request);
    expect(first.providerOrderId).toMatch(/^order_[0-9a-f]{14}$/);
    expect(second.providerOrderId).not.toBe(first.providerOrderId);
  });

  it.each([
    ['an amount under ₹1', { ...request, amountPaise: asPaise(99) }],
    ['a receipt over 40 characters', { ...request, receipt: 'R'.repeat(41) }],
    ['an empty receipt', { ...request, receipt: '' }],
    [
      'more than 15 notes',
      {
        ...request,
        notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`n${i}`, 'x'])),
      },
    ],
  ])('refuses %s, as Razorpay does', async (_, bad) => {
    await expect(gateway.createOrder(bad)).rejects.toThrow(RangeError);
  });

  it('accepts a 40-character receipt', async () => {
    await expect(gateway.createOrder({ ...request, receipt: 'R'.repeat(40) })).resolves.toEqual({
      providerOrderId: expect.stringMatching(/^order_/) as unknown,
    });
  });

  it("signs checkouts with Razorpay's scheme: hex HMAC-SHA256 of order_id|payment_id", async () => {
    await expect(gateway.signCheckout(ORDER, PAYMENT)).resolves.toBe(KNOWN_SIGNATURE);
  });

  it('verifies a genuine signature, in either hex case', async () => {
    const valid = { providerOrderId: ORDER, paymentId: PAYMENT, signature: KNOWN_SIGNATURE };
    await expect(gateway.verifyCheckoutSignature(valid)).resolves.toBe(true);
    const upper = { ...valid, signature: KNOWN_SIGNATURE.toUpperCase() };
    await expect(gateway.verifyCheckoutSignature(upper)).resolves.toBe(true);
  });

  it.each([
    ['another order id', { providerOrderId: 'order_0f3a9c51d2e84c' }],
    ['another payment id', { paymentId: 'pay_29QQoUBi66xm2g' }],
    ['a signature of the last byte changed', { signature: `${KNOWN_SIGNATURE.slice(0, -1)}4` }],
    ['a truncated signature', { signature: KNOWN_SIGNATURE.slice(0, 62) }],
    ['a signature that is not hex', { signature: 'z'.repeat(64) }],
    ['an empty signature', { signature: '' }],
  ])('refuses %s', async (_, change) => {
    const tampered = { providerOrderId: ORDER, paymentId: PAYMENT, signature: KNOWN_SIGNATURE };
    await expect(gateway.verifyCheckoutSignature({ ...tampered, ...change })).resolves.toBe(false);
  });

  it('refuses a signature made with another secret', async () => {
    const other = sandboxPaymentGateway('another-secret', ids);
    const signature = await other.signCheckout(ORDER, PAYMENT);
    await expect(
      gateway.verifyCheckoutSignature({ providerOrderId: ORDER, paymentId: PAYMENT, signature }),
    ).resolves.toBe(false);
  });

  it('refuses the signature of one payment for any other order or payment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.string({ minLength: 1, maxLength: 30 }),
        async (orderId, paymentId) => {
          fc.pre(orderId !== ORDER || paymentId !== PAYMENT);
          const forged = { providerOrderId: orderId, paymentId, signature: KNOWN_SIGNATURE };
          expect(await gateway.verifyCheckoutSignature(forged)).toBe(false);
          const own = await gateway.signCheckout(orderId, paymentId);
          expect(await gateway.verifyCheckoutSignature({ ...forged, signature: own })).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
