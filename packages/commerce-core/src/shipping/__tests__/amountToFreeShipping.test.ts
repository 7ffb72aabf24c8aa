import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingCharge } from '../shippingCharge.js';
import type { ShippingTier } from '../../types/shipping.js';
import { amountToFreeShipping } from '../amountToFreeShipping.js';
import { shippingTiers } from './tiers.fixture.js';

const tier = (id: string, amount: number, min: number, max: number | null): ShippingTier => ({
  id,
  type: 'CUSTOM',
  paymentType: 'ALL',
  amount,
  minOrderValue: min,
  maxOrderValue: max,
});
const roundMax = [tier('paid', 49, 0, 499), tier('free', 0, 499, null)];
const freeFirst = [tier('free', 0, 499, null), tier('paid', 49, 0, 499)];
const twoPaid = [
  tier('79', 79, 0, 299.99),
  tier('49', 49, 300, 498.99),
  tier('free', 0, 499, null),
];
const gap = [tier('paid', 49, 0, 499), tier('free', 0, 600, null)];
const neverFree = [tier('paid', 49, 0, null)];

describe('amountToFreeShipping', () => {
  it.each([
    ['short of a free tier from ₹499', shippingTiers, 'PREPAID', 325, 0, null, 174, 325 / 499],
    ['after the coupon', shippingTiers, 'PREPAID', 350, 50.5, null, 199.5, 29950 / 49900],
    ['COD has its own paid tier', shippingTiers, 'COD', 498.98, 0, null, 0.02, 49898 / 49900],
    [
      'a round maximum that still charges ₹499',
      roundMax,
      'PREPAID',
      325,
      0,
      null,
      174.01,
      32500 / 49901,
    ],
    ['a free tier listed first wins at ₹499', freeFirst, 'PREPAID', 325, 0, null, 174, 325 / 499],
    ['past a cheaper paid tier to the free one', twoPaid, 'PREPAID', 200, 0, null, 299, 200 / 499],
    ['no tier between ₹499 and ₹600 is free', gap, 'PREPAID', 325, 0, null, 174.01, 32500 / 49901],
  ] as const)(
    '%s',
    (_name, tiers, method, itemTotal, couponDiscount, coupon, remaining, progress) => {
      expect(
        amountToFreeShipping({
          totals: { itemTotal, couponDiscount },
          shippingTiers: tiers,
          method,
          coupon,
        }),
      ).toEqual({ remaining, progress });
    },
  );

  it.each([
    ['shipping already free', shippingTiers, 'PREPAID', 499, null],
    ['a free COUPON tier', shippingTiers, 'PREPAID', 100, { id: 'FREESHIP' }],
    ['a paid COUPON tier never turns free', shippingTiers, 'COD', 100, { id: 'CODSHIP' }],
    ['no tier is free', neverFree, 'PREPAID', 100, null],
    ['no tiers', [], 'PREPAID', 100, null],
  ] as const)('%s: null', (_name, tiers, method, itemTotal, coupon) => {
    expect(
      amountToFreeShipping({
        totals: { itemTotal, couponDiscount: 0 },
        shippingTiers: tiers,
        method,
        coupon,
      }),
    ).toBeNull();
  });

  it('lands on free shipping, and nothing lower is free', () => {
    const layouts = [shippingTiers, roundMax, freeFirst, twoPaid, gap];
    fc.assert(
      fc.property(
        fc.constantFrom(...layouts),
        fc.constantFrom('COD' as const, 'PREPAID' as const),
        fc.integer({ min: 0, max: 80_000 }),
        fc.integer({ min: 1, max: 80_000 }),
        (tiers, method, paise, step) => {
          const itemTotal = paise / 100;
          const gapToFree = amountToFreeShipping({
            totals: { itemTotal, couponDiscount: 0 },
            shippingTiers: tiers,
            method,
          });
          if (gapToFree === null) return;
          const free = paise + Math.round(gapToFree.remaining * 100);
          expect(shippingCharge(free / 100, tiers, method)).toBe(0);
          const below = Math.min(free - 1, paise + (step % (free - paise)));
          expect(shippingCharge(below / 100, tiers, method)).toBeGreaterThan(0);
        },
      ),
    );
  });
});
