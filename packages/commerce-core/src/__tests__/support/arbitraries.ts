import fc from 'fast-check';
import type { PricedLine } from '../../types/cart.js';
import type { Coupon } from '../../types/coupon.js';
import type { ShippingTier } from '../../types/shipping.js';

/** Rupees with at most two decimals, from whole paise (₹0.01 to ₹5,000). */
export const rupees = (max = 500_000): fc.Arbitrary<number> =>
  fc.integer({ min: 1, max }).map((paise) => paise / 100);

const PRODUCT_IDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const COLLECTIONS = ['serums', 'cleansers', 'sunscreen'];

export const line: fc.Arbitrary<PricedLine> = fc.record(
  {
    id: fc.constantFrom(...PRODUCT_IDS),
    price: rupees(),
    listingPrice: fc.option(rupees(), { nil: undefined }),
    qty: fc.integer({ min: 1, max: 6 }),
    collections: fc.subarray(COLLECTIONS),
    cartItemSource: fc.constantFrom(undefined, 'CART', 'COUPON', 'LIMITED_TIME_DEAL'),
    variantId: fc.constantFrom(undefined, 'v1', 'v2'),
    variants: fc.constantFrom(undefined, [], [{ id: 'v1' }, { id: 'v2' }]),
  },
  { requiredKeys: ['id', 'price', 'qty'] },
);

export const lines = fc.array(line, { maxLength: 12 });

export const coupon: fc.Arbitrary<Coupon> = fc.record(
  {
    id: fc.constantFrom('c1', 'c2'),
    couponType: fc.constantFrom(
      'PERCENTAGE',
      'FIXED',
      'BUY_X_GET_Y',
      'BUY_X_AT_Y',
      'PRODUCT',
      'FREEBIE',
      'OTHER',
    ),
    buyXQuantity: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    getYQuantity: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    getYAmount: fc.option(rupees(200_000), { nil: undefined }),
    getYPercentage: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
    maxDiscount: fc.option(fc.constantFrom(0, 50, 100, 333.33), { nil: null }),
    minOrderValue: fc.option(fc.constantFrom(0, 199, 499.5, 999), { nil: null }),
    applicableProducts: fc.option(fc.subarray(PRODUCT_IDS), { nil: null }),
    applicableCollections: fc.option(fc.subarray(COLLECTIONS), { nil: null }),
    applyOnAllVariants: fc.boolean(),
    applyPrepaidDiscount: fc.boolean(),
    getYStoreProducts: fc.option(
      fc.array(
        fc.record({ id: fc.constant('gift'), title: fc.constant('Mini'), price: rupees(50_000) }),
        { maxLength: 2 },
      ),
      { nil: null },
    ),
  },
  { requiredKeys: ['id', 'couponType'] },
);

export const tiers: fc.Arbitrary<ShippingTier[]> = fc.array(
  fc.record({
    type: fc.constantFrom('CUSTOM', 'COUPON'),
    coupons: fc.constantFrom([], ['c1']),
    paymentType: fc.constantFrom('ALL', 'COD', 'PREPAID', 'PPCOD'),
    amount: fc.constantFrom(0, 29, 49.5, 99),
    minOrderValue: fc.constantFrom(0, 299, 499),
    maxOrderValue: fc.constantFrom(298.99, 498.99, 100_000),
  }),
  { maxLength: 4 },
);

/** True when a number prints with at most two decimals. */
export const hasAtMostTwoDecimals = (value: number): boolean =>
  /^-?\d+(\.\d{1,2})?$/.test(String(value));
