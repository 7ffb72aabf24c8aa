import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { CouponPaymentMethod } from '@haat/storefront-api/catalogue';
import type { OrderPaymentType } from '@haat/storefront-api/resolvers';
import { coupons } from '@haat/sample-shop';
import { assertCouponPaymentMethod } from '../lib/orders/payment-rules.js';
import { documents } from './documents.js';
import { orderInput } from './fixtures.js';
import { codeOf, useMockServer } from './harness.js';

const { gql } = useMockServer();

const COD_ONLY = 'Invalid Coupon: applicable on COD only.';
const ONLINE_ONLY = 'Invalid Coupon: applicable on online payment only.';

/** The refusal (code and message) for a coupon of `method` on an order paid by `type`, or null. */
function refusal(method: CouponPaymentMethod, type: OrderPaymentType) {
  const [sample] = coupons;
  if (!sample) throw new Error('no sample coupon');
  try {
    assertCouponPaymentMethod({ ...sample, paymentMethod: method }, type);
    return null;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { code: error.extensions['code'], message: error.message };
  }
}

describe('assertCouponPaymentMethod (CreateOrder)', () => {
  it.each([
    ['COD', 'PREPAID', COD_ONLY],
    ['ONLINE', 'COD', ONLINE_ONLY],
    ['PREPAID', 'COD', ONLINE_ONLY],
  ] as const)('a %s coupon is refused on a %s order', (method, type, message) => {
    expect(refusal(method, type)).toEqual({ code: 'INVALID_COUPON', message });
  });

  it.each([
    ['ALL', 'COD'],
    ['ALL', 'PREPAID'],
    ['ALL', 'PPCOD'],
    ['COD', 'COD'],
    ['COD', 'PPCOD'],
    ['ONLINE', 'PREPAID'],
    ['ONLINE', 'PPCOD'],
    ['PREPAID', 'PREPAID'],
    ['PREPAID', 'PPCOD'],
  ] as const)('a %s coupon is accepted on a %s order', (method, type) => {
    expect(refusal(method, type)).toBeNull();
  });

  it('CreateOrder refuses COD50 on a prepaid order and PREPAID12 on a COD order', async () => {
    const order = (couponCode: string, paymentType: OrderPaymentType) =>
      gql(documents.CreateOrder, { input: orderInput({ couponCode, paymentType }) });
    const codOnly = await order('COD50', 'PREPAID');
    expect(codeOf(codOnly)).toBe('INVALID_COUPON');
    expect(codOnly.errors[0]?.message).toBe(COD_ONLY);
    const onlineOnly = await order('PREPAID12', 'COD');
    expect(codeOf(onlineOnly)).toBe('INVALID_COUPON');
    expect(onlineOnly.errors[0]?.message).toBe(ONLINE_ONLY);
  });
});
