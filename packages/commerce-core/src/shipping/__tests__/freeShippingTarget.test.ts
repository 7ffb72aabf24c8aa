import { describe, expect, it } from 'vitest';
import { freeShippingTarget } from '../freeShippingTarget.js';
import { shippingTiers } from './tiers.fixture.js';

describe('freeShippingTarget', () => {
  it.each([
    [300, 'PREPAID', undefined, 498.99],
    [600, 'PREPAID', undefined, 100000],
    [300, 'COD', { id: 'CODSHIP' }, null],
    [200000, 'COD', undefined, null],
  ] as const)('%s by %s with %j → %s', (amount, method, coupon, target) => {
    expect(freeShippingTarget(amount, shippingTiers, method, coupon)).toBe(target);
  });
});
