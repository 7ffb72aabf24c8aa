import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { NO_VARIANTS, orderInput, SERUM } from './fixtures.js';
import { codeOf, STORE_ID, useContractTarget } from './harness.js';

const { gql, proven } = useContractTarget();

const createOrder = async (input: Record<string, unknown>) =>
  gql<{ createOrder: { couponCode: string | null } }>(documents.CreateOrder, {
    input: await proven(input),
  });

/** ₹1,697 of serums: enough for the FREEMINI gift (₹1,199 and 2 items). */
const SERUMS = [
  { productId: SERUM.id, variantId: SERUM.single30, quantity: 2, source: 'CART' },
  { productId: NO_VARIANTS, quantity: 1 },
];

/** Issue 20: coupon rules are enforced by the server. */
describe('coupon rules on the server', () => {
  it('counts maxAllowedUsage per customer: WELCOME5 once per phone', async () => {
    const first = await createOrder(orderInput({ couponCode: 'WELCOME5' }));
    expect(first.data?.createOrder.couponCode).toBe('WELCOME5');
    for (const paymentType of ['COD', 'PREPAID']) {
      const again = await createOrder(orderInput({ couponCode: 'WELCOME5', paymentType }));
      expect(again.errors).toEqual([
        expect.objectContaining({
          message:
            'Coupon WELCOME5 can be used once per customer, and this phone number or account has already used it.',
          extensions: { code: 'INVALID_COUPON' },
        }),
      ]);
    }
  });

  it('refuses more free gifts than the offer gives', async () => {
    const gift = { productId: 'prd-hyaluronic-serum-travel-size', source: 'COUPON' };
    const two = await createOrder(orderInput({ products: [...SERUMS, { ...gift, quantity: 2 }] }));
    expect(two.errors[0]).toMatchObject({
      message: 'FREEMINI gives 1 free item per order. Please remove the extra one.',
      extensions: { code: 'INVALID_COUPON' },
    });
    const one = await createOrder(orderInput({ products: [...SERUMS, { ...gift, quantity: 1 }] }));
    expect(one.errors).toEqual([]);
  });

  it('lists only advertised coupons; creator and first-order codes answer by exact code only', async () => {
    const listed = await gql<{ getInitialData: { coupons: { code: string }[] } }>(
      documents.getInitialData,
      { storeId: STORE_ID },
    );
    const codes = listed.data?.getInitialData.coupons.map((coupon) => coupon.code) ?? [];
    expect(codes).toContain('GLOW10');
    expect(codes).not.toContain('RIYA15');
    expect(codes).not.toContain('WELCOME5');
    const riya = await gql<{ getCoupon: { code: string } | null }>(documents.GetCoupon, {
      code: 'RIYA15',
    });
    expect(riya.data?.getCoupon?.code).toBe('RIYA15');
    expect(codeOf(riya)).toBeUndefined();
  });
});
