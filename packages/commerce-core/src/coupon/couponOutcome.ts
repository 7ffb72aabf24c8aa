import { fromPaise, toPaise, type Paise } from '../money/paise.js';
import { linesTotal, totalUnits } from '../lines/lineAmounts.js';
import type { PricedLine } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import { couponEligibleLines, matchesCouponLists } from './couponEligibleLines.js';
import { couponQuantities } from './couponQuantities.js';
import { couponTypeDiscount } from './couponTypeDiscount.js';
import { COUPON_MESSAGES } from './messages.js';

/**
 * The coupon rules' verdict: the discount in paise when allowed, else the refusal message.
 * Unlike `evaluateCoupon` it does not build an allowed coupon's wording, so checks that only
 * need the verdict (the cart's `isCouponStillAllowed`) do not carry the wording code.
 */
export type CouponOutcome =
  | { readonly allowed: true; readonly discount: Paise }
  | { readonly allowed: false; readonly message: string };

const BUY_X_TYPES = new Set(['BUY_X_GET_Y', 'BUY_X_AT_Y']);

const refuse = (message: string): CouponOutcome => ({ allowed: false, message });

function matchesSomeLine(
  coupon: Coupon,
  items: readonly PricedLine[],
  key: 'applicableProducts' | 'applicableCollections',
): boolean {
  if ((coupon[key]?.length ?? 0) === 0) return true;
  const onlyThisList = { [key]: coupon[key] };
  return items.some(
    (item) => item.cartItemSource !== 'COUPON' && matchesCouponLists(onlyThisList, item),
  );
}

/**
 * Rules 1–5 of `evaluateCoupon` (see there), answering the discount in paise.
 *
 * @example
 * couponOutcome({ id: 'c', couponType: 'FIXED', getYAmount: 50, minOrderValue: 500 }, [{ id: 'p', price: 260, qty: 1 }]);
 * // { allowed: false, message: 'Add product worth ₹240 more to the cart to avail this offer' }
 */
export function couponOutcome(coupon: Coupon, items: readonly PricedLine[]): CouponOutcome {
  const eligible = couponEligibleLines(coupon, items);
  const eligibleTotal = linesTotal(eligible);
  const minimum = toPaise(coupon.minOrderValue);
  if (!BUY_X_TYPES.has(coupon.couponType ?? '') && minimum > eligibleTotal) {
    return refuse(COUPON_MESSAGES.addWorthMore(fromPaise(minimum - eligibleTotal)));
  }
  const { buyX, getY } = couponQuantities(coupon);
  const needed = buyX + (coupon.couponType === 'BUY_X_GET_Y' ? getY : 0);
  const missingUnits = needed - totalUnits(eligible);
  if (missingUnits > 0) return refuse(COUPON_MESSAGES.addItemsMore(missingUnits));
  if (
    !matchesSomeLine(coupon, items, 'applicableProducts') ||
    !matchesSomeLine(coupon, items, 'applicableCollections')
  ) {
    return refuse(COUPON_MESSAGES.NOT_APPLICABLE);
  }
  const discount = couponTypeDiscount(coupon, eligible);
  if (discount === null) return refuse(COUPON_MESSAGES.INVALID);
  return { allowed: true, discount };
}
