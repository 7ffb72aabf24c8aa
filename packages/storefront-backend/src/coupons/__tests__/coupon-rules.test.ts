import { describe, expect, it } from 'vitest';
import { staffCancel } from '../../testing/staff-cancel.js';
import { createOrder } from '../../orders/create-order.js';
import { releaseExpiredHolds } from '../../orders/release-expired-holds.js';
import { graphqlBackend } from '../../testing/graphql-backend.js';
import {
  orderInput,
  PRODUCTS,
  provenOrderInput,
  signedInUser,
} from '../../testing/order-fixtures.js';
import { refusal } from '../../testing/refusal.js';
import { testBackend, testContext } from '../../testing/test-backend.js';

const WELCOME5_USED =
  'Coupon WELCOME5 can be used once per customer, and this phone number or account has already used it.';

const FREE_MINI = { productId: 'prd-hyaluronic-serum-travel-size', source: 'COUPON' } as const;
const FREE_FACE_WASH = { productId: 'prd-ubtan-gentle-face-wash', source: 'COUPON' } as const;
/** ₹1,697 of serums: enough for the FREEMINI gift (₹1,199+) and the FREEFACEWASH one (₹799+). */
const SERUMS = [
  { ...PRODUCTS.serum, quantity: 2, source: 'CART' as const },
  { ...PRODUCTS.hyaluronic, quantity: 1 },
];

const toPhone = (input: ReturnType<typeof orderInput>, phone: string) => ({
  ...input,
  shippingAddress: { ...input.shippingAddress, phone },
});

describe('maxAllowedUsage: uses per customer, counted in the order transaction', () => {
  it('lets a phone use WELCOME5 once; another phone may still use it', async () => {
    const { deps } = testBackend();
    const welcome = { couponCode: 'WELCOME5' };
    await createOrder(testContext(deps), await provenOrderInput(deps, welcome));
    expect(
      await refusal(createOrder(testContext(deps), await provenOrderInput(deps, welcome))),
    ).toEqual({ code: 'INVALID_COUPON', message: WELCOME5_USED });
    const prepaid = orderInput({ ...welcome, paymentType: 'PREPAID' });
    expect(await refusal(createOrder(testContext(deps), prepaid))).toEqual({
      code: 'INVALID_COUPON',
      message: WELCOME5_USED,
    });
    const other = toPhone(orderInput({ ...welcome, paymentType: 'PREPAID' }), '9812345678');
    expect((await createOrder(testContext(deps), other)).order.couponCode).toBe('WELCOME5');
  });

  it('counts a signed-in shopper once, whatever phone the order ships to', async () => {
    const { deps } = testBackend();
    const { caller } = await signedInUser(deps);
    const asha = testContext(deps, caller);
    await createOrder(asha, orderInput({ couponCode: 'WELCOME5' }));
    const gift = toPhone(orderInput({ couponCode: 'WELCOME5' }), '9812345678');
    expect(await refusal(createOrder(asha, gift))).toEqual({
      code: 'INVALID_COUPON',
      message: WELCOME5_USED,
    });
  });

  it('gives the use back when the order is cancelled, or when its hold lapses', async () => {
    const { deps, clock } = testBackend();
    const first = await createOrder(
      testContext(deps),
      await provenOrderInput(deps, { couponCode: 'WELCOME5' }),
    );
    await staffCancel(deps, first.order.id);
    const prepaid = await createOrder(
      testContext(deps),
      orderInput({ couponCode: 'WELCOME5', paymentType: 'PREPAID' }),
    );
    expect(prepaid.order.couponCode).toBe('WELCOME5');
    clock.advance(5 * 60_000);
    expect(await releaseExpiredHolds(deps)).toBe(1);
    const again = await createOrder(
      testContext(deps),
      await provenOrderInput(deps, { couponCode: 'WELCOME5' }),
    );
    expect(again.order.couponCode).toBe('WELCOME5');
  });

  it('lets exactly one of concurrent orders use a once-per-customer coupon', async () => {
    const { deps } = testBackend();
    const inputs = await Promise.all(
      Array.from({ length: 10 }, () => provenOrderInput(deps, { couponCode: 'WELCOME5' })),
    );
    const outcomes = await Promise.allSettled(
      inputs.map((input) => createOrder(testContext(deps), input)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('leaves coupons without a cap unlimited', async () => {
    const { deps } = testBackend();
    for (let i = 0; i < 3; i += 1) {
      const placed = await createOrder(
        testContext(deps),
        await provenOrderInput(deps, { couponCode: 'GLOW10' }),
      );
      expect(placed.order.couponCode).toBe('GLOW10');
    }
  });
});

describe('gift units are capped at the offer’s getYQuantity', () => {
  it('refuses a one-gift freebie ordered twice, and places it once', async () => {
    const { deps } = testBackend();
    const twice = await provenOrderInput(deps, {
      products: [...SERUMS, { ...FREE_MINI, quantity: 2 }],
    });
    expect(await refusal(createOrder(testContext(deps), twice))).toEqual({
      code: 'INVALID_COUPON',
      message: 'FREEMINI gives 1 free item per order. Please remove the extra one.',
    });
    const split = await provenOrderInput(deps, {
      products: [...SERUMS, { ...FREE_MINI, quantity: 1 }, { ...FREE_MINI, quantity: 1 }],
    });
    expect((await refusal(createOrder(testContext(deps), split))).code).toBe('INVALID_COUPON');
    const once = await provenOrderInput(deps, {
      products: [...SERUMS, { ...FREE_MINI, quantity: 1 }],
    });
    const placed = await createOrder(testContext(deps), once);
    const gift = placed.order.lines.find((line) => line.productId === FREE_MINI.productId);
    expect(gift).toMatchObject({ quantity: 1, unitPrice: 0 });
  });

  it("refuses more of a coupon's gift product than it gives", async () => {
    const { deps } = testBackend();
    const twice = await provenOrderInput(deps, {
      couponCode: 'FREEFACEWASH',
      products: [...SERUMS, { ...FREE_FACE_WASH, quantity: 2 }],
    });
    expect(await refusal(createOrder(testContext(deps), twice))).toEqual({
      code: 'INVALID_COUPON',
      message: 'FREEFACEWASH gives 1 free item per order. Please remove the extra one.',
    });
  });
});

describe('public coupon lists', () => {
  const INITIAL = /* GraphQL */ `
    query getInitialData($storeId: ID!) {
      getInitialData(storeId: $storeId) {
        coupons(limit: 50) {
          code
        }
      }
    }
  `;
  const BY_CODE = /* GraphQL */ `
    query GetCoupon($code: String!) {
      getCoupon(code: $code) {
        code
      }
    }
  `;

  it('lists only featured or nudge coupons; creator and first-order codes only by exact code', async () => {
    const { call } = graphqlBackend();
    const listed = await call<{ getInitialData: { coupons: { code: string }[] } }>(INITIAL, {
      storeId: 'haat-skincare',
    });
    const codes = listed.body.data?.getInitialData.coupons.map((coupon) => coupon.code) ?? [];
    expect(codes).toContain('GLOW10');
    expect(codes).not.toContain('RIYA15');
    expect(codes).not.toContain('WELCOME5');
    for (const code of ['riya15', 'WELCOME5']) {
      const found = await call<{ getCoupon: { code: string } | null }>(BY_CODE, { code });
      expect(found.body.data?.getCoupon?.code).toBe(code.toUpperCase());
    }
  });
});
