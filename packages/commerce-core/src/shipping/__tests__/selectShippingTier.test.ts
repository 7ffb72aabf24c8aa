import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectShippingTier } from '../selectShippingTier.js';
import { toPaise } from '../../money/paise.js';
import type { ShippingMethod } from '../../types/common.js';
import { rupees, tiers as anyTiers } from '../../__tests__/support/arbitraries.js';
import { shippingTiers } from './tiers.fixture.js';

describe('selectShippingTier', () => {
  it.each<[number, ShippingMethod, string | null, string | null]>([
    [300, 'PREPAID', null, 'low'],
    [300, 'COD', null, 'low-cod'],
    [498.99, 'PREPAID', null, 'low'],
    [499, 'PREPAID', null, 'free'],
    [100000, 'COD', null, 'free'],
    [100000.01, 'COD', null, null],
    [300, 'COD', 'FREESHIP', 'coupon-free'],
    [300, 'PREPAID', 'CODSHIP', 'low'],
    [300, 'COD', 'CODSHIP', 'coupon-cod'],
    [300, 'PREPAID', 'OTHER', 'low'],
  ])('%s by %s with coupon %s → %s', (amount, method, couponId, tierId) => {
    const coupon = couponId === null ? null : { id: couponId };
    expect(selectShippingTier(amount, shippingTiers, method, coupon)?.id ?? null).toBe(tierId);
  });

  it('has no tier without tiers', () => {
    expect(selectShippingTier(300, null, 'COD')).toBeNull();
  });

  it('treats missing bounds and payment type as open', () => {
    expect(selectShippingTier(123, [{ id: 'any', amount: 10 }], 'PREPAID')?.id).toBe('any');
  });

  it('picks a non-coupon tier that brackets the amount and serves the method', () => {
    fc.assert(
      fc.property(
        rupees(200_000),
        anyTiers,
        fc.constantFrom<ShippingMethod>('COD', 'PREPAID'),
        (amount, list, method) => {
          const tier = selectShippingTier(amount, list, method);
          if (tier === null) {
            return list.every(
              (t) =>
                t.type === 'COUPON' ||
                !(t.paymentType === 'ALL' || t.paymentType === method) ||
                toPaise(amount) < toPaise(t.minOrderValue) ||
                toPaise(amount) > toPaise(t.maxOrderValue),
            );
          }
          return (
            tier.type !== 'COUPON' &&
            (tier.paymentType === 'ALL' || tier.paymentType === method) &&
            toPaise(tier.minOrderValue) <= toPaise(amount) &&
            toPaise(amount) <= toPaise(tier.maxOrderValue)
          );
        },
      ),
    );
  });
});
