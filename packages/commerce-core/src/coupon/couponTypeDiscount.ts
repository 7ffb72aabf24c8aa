import { asPaise, toPaise, type Paise } from '../money/paise.js';
import { percentOf } from '../money/percentOf.js';
import { linesTotal, totalUnits } from '../lines/lineAmounts.js';
import type { PricedLine } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import { capDiscount } from './capDiscount.js';
import { cheapestUnitsTotal } from './cheapestUnitsTotal.js';
import { couponQuantities } from './couponQuantities.js';
import { giftWorth } from './giftWorth.js';

/**
 * Discount by coupon type (issue 3, evaluateCoupon rule 5), in paise, over the coupon's
 * eligible lines; `null` when the type gives no discount (FREEBIE, PRODUCT without gifts,
 * unknown types — the caller answers 'Invalid Coupon'). X and Y are read by `couponQuantities`
 * (missing, 0 or negative: 1).
 * - PERCENTAGE: cap(percent of eligible total, one half-up rounding) + gift worth.
 * - FIXED: min(cap(getYAmount) + gift worth, eligible total).
 * - PRODUCT: gift worth.
 * - BUY_X_GET_Y: floor(units / (X+Y)) × Y cheapest units free; cap(their sum) + gift worth.
 * - BUY_X_AT_Y: floor(units / X) bundles of the cheapest units at getYAmount each;
 *   cap(max(0, their sum − bundles × getYAmount)) + gift worth.
 *
 * @example
 * couponTypeDiscount({ id: 'c', couponType: 'FIXED', getYAmount: 100 }, [{ id: 'p', price: 80, qty: 1 }]); // 8000
 */
export function couponTypeDiscount(coupon: Coupon, eligible: readonly PricedLine[]): Paise | null {
  const gifts = giftWorth(coupon);
  const total = linesTotal(eligible);
  const { buyX: x, getY: y } = couponQuantities(coupon);
  switch (coupon.couponType) {
    case 'PERCENTAGE':
      return asPaise(capDiscount(coupon, percentOf(total, coupon.getYPercentage ?? 0)) + gifts);
    case 'FIXED':
      return asPaise(Math.min(capDiscount(coupon, toPaise(coupon.getYAmount)) + gifts, total));
    case 'PRODUCT':
      return (coupon.getYStoreProducts?.length ?? 0) > 0 ? gifts : null;
    case 'BUY_X_GET_Y': {
      const freeUnits = Math.floor(totalUnits(eligible) / (x + y)) * y;
      return asPaise(capDiscount(coupon, cheapestUnitsTotal(eligible, freeUnits)) + gifts);
    }
    case 'BUY_X_AT_Y': {
      const bundles = Math.floor(totalUnits(eligible) / x);
      const bundled = cheapestUnitsTotal(eligible, bundles * x);
      const saving = Math.max(0, bundled - bundles * toPaise(coupon.getYAmount));
      return asPaise(capDiscount(coupon, asPaise(saving)) + gifts);
    }
    default:
      return null;
  }
}
