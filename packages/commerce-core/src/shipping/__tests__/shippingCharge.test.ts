import { describe, expect, it } from 'vitest';
import { shippingCharge } from '../shippingCharge.js';
import { shippingTiers } from './tiers.fixture.js';

describe('shippingCharge', () => {
  it.each([
    [300, 'PREPAID', undefined, 49.5],
    [300, 'COD', undefined, 79],
    [600, 'COD', undefined, 0],
    [300, 'COD', { id: 'FREESHIP' }, 0],
    [300, 'COD', { id: 'CODSHIP' }, 19],
    [200000, 'PREPAID', undefined, 0],
  ] as const)('%s by %s with %j → ₹%s', (amount, method, coupon, charge) => {
    expect(shippingCharge(amount, shippingTiers, method, coupon)).toBe(charge);
  });

  it('is 0 without tiers', () => {
    expect(shippingCharge(10, [], 'COD')).toBe(0);
  });
});
