import { bench, describe } from 'vitest';
import { computeCartTotals } from '../src/totals/computeCartTotals.js';
import { evaluateCoupon } from '../src/coupon/evaluateCoupon.js';
import type { CartItem } from '../src/types/cart.js';
import type { Coupon } from '../src/types/coupon.js';
import type { ShippingTier } from '../src/types/shipping.js';

/** A 200-line cart: varied prices with paise, quantities 1–5, three collections, some variants. */
const items: CartItem[] = Array.from({ length: 200 }, (_, i) => ({
  id: `p${i}`,
  recordKey: `p${i}-v${i % 3}`,
  variantId: `v${i % 3}`,
  variants: [{ id: 'v0' }, { id: 'v1' }, { id: 'v2' }].map((v) => ({ id: `${v.id}` })),
  price: 99 + ((i * 37) % 900) + (i % 4) * 0.25,
  listingPrice: 199 + ((i * 37) % 900),
  qty: 1 + (i % 5),
  collections: [['serums', 'cleansers', 'sunscreen'][i % 3] ?? 'serums'],
  ...(i % 50 === 0 ? { cartItemSource: 'LIMITED_TIME_DEAL' } : {}),
}));

const tiers: ShippingTier[] = [
  { type: 'CUSTOM', paymentType: 'ALL', amount: 49, minOrderValue: 0, maxOrderValue: 498.99 },
  { type: 'CUSTOM', paymentType: 'ALL', amount: 0, minOrderValue: 499, maxOrderValue: 10_000_000 },
];

const coupons: Coupon[] = [
  {
    id: 'pct',
    couponType: 'PERCENTAGE',
    getYPercentage: 12.5,
    maxDiscount: 1500,
    applicableCollections: ['serums', 'sunscreen'],
  },
  { id: 'bxgy', couponType: 'BUY_X_GET_Y', buyXQuantity: 2, getYQuantity: 1 },
  {
    id: 'bxay',
    couponType: 'BUY_X_AT_Y',
    buyXQuantity: 3,
    getYAmount: 999,
    applyOnAllVariants: true,
  },
];
const charges = { codCharges: 49, prepaidDiscountPercent: 5, maxPrepaidDiscount: 100 };

describe('200-line cart', () => {
  for (const coupon of coupons) {
    bench(`evaluateCoupon ${coupon.couponType}`, () => {
      evaluateCoupon(coupon, items);
    });
  }
  bench('computeCartTotals PERCENTAGE, tiers, prepaid discount', () => {
    computeCartTotals({
      items,
      coupon: coupons[0],
      shippingTiers: tiers,
      paymentMethod: 'PREPAID',
      charges,
    });
  });
  bench('computeCartTotals BUY_X_GET_Y, COD', () => {
    computeCartTotals({
      items,
      coupon: coupons[1],
      shippingTiers: tiers,
      paymentMethod: 'COD',
      charges,
    });
  });
});
