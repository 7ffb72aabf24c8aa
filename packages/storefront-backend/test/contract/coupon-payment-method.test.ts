import { describe, expect, it } from 'vitest';
import type { OrderPaymentType } from '@haat/storefront-api/resolvers';
import { documents } from './documents.js';
import { orderInput } from './fixtures.js';
import { codeOf, useContractTarget } from './harness.js';

const { gql, proven } = useContractTarget();

/** CreateOrder and the coupon's payment method (commerce-core `couponPaymentApplicability`). */
describe('CreateOrder with a coupon limited to one payment method', () => {
  const order = async (couponCode: string, paymentType: OrderPaymentType) =>
    gql(documents.CreateOrder, { input: await proven(orderInput({ couponCode, paymentType })) });

  it.each([
    ['COD50', 'PREPAID', 'Coupon COD50 is applicable on COD only.'],
    ['PREPAID12', 'COD', 'Coupon PREPAID12 is applicable on online payment only.'],
  ] as const)('refuses %s on a %s order, saying why', async (couponCode, paymentType, message) => {
    const refused = await order(couponCode, paymentType);
    expect(codeOf(refused)).toBe('INVALID_COUPON');
    expect(refused.errors[0]?.message).toBe(message);
  });

  it.each([
    ['COD50', 'COD'],
    ['PREPAID12', 'PREPAID'],
  ] as const)('takes %s on a %s order', async (couponCode, paymentType) => {
    expect((await order(couponCode, paymentType)).errors).toEqual([]);
  });
});
