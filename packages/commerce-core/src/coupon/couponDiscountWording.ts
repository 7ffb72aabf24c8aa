import { fromPaise } from '../money/paise.js';
import { messageAmount } from '../money/messageAmount.js';
import type { Coupon } from '../types/coupon.js';
import { couponQuantities } from './couponQuantities.js';
import { giftWorth } from './giftWorth.js';

/**
 * A coupon as the wording needs it (no id required, so previews can be worded too).
 *
 * @example
 * const preview: CouponWordingInput = { couponType: 'FIXED', getYAmount: 100 };
 */
export type CouponWordingInput = Omit<Coupon, 'id'>;

type Wording = CouponWordingInput;

const upTo = (c: Wording): string =>
  c.maxDiscount != null && c.maxDiscount > 0 ? ` up to ₹${messageAmount(c.maxDiscount)}` : '';

const gifts = (c: Wording): string => {
  const count = c.getYStoreProducts?.length ?? 0;
  return count === 0 ? '' : ` + ${count} Free Gift${count === 1 ? '' : 's'}`;
};

const titles = (c: Wording): string => {
  const names = (c.getYStoreProducts ?? []).map((g) => g.title?.trim() ?? '').filter(Boolean);
  if (names.length <= 1) return names[0] ?? 'gift';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
};

const free = (c: Wording): string => {
  const worth = fromPaise(giftWorth(c));
  return `FREE ${titles(c)}${worth > 0 ? ` WORTH ₹${messageAmount(worth)}` : ''}`;
};

const buyXGetY = (c: Wording): string => {
  const { buyX: x, getY: y } = couponQuantities(c);
  const what = y === 1 ? 'the lowest value item is' : `the ${y} lowest value items are`;
  return `Buy ${x} Get ${y} Free: ${what} free${upTo(c)}${gifts(c)}`;
};

/**
 * The discount wording of a coupon — what `evaluateCoupon` returns as `message` when allowed:
 * FIXED `₹100 off from total`, PERCENTAGE `10% off from total up to ₹200`, BUY_X_GET_Y
 * `Buy 2 Get 1 Free: the lowest value item is free`, BUY_X_AT_Y `Buy 3 @ ₹999`, PRODUCT and
 * FREEBIE `FREE {titles} WORTH ₹{worth}`; gifts add ` + n Free Gifts`; then
 * ` on orders above ₹{minOrderValue}.` or `.`. Unknown types use the description.
 *
 * @example
 * couponDiscountWording({ couponType: 'FIXED', getYAmount: 100, minOrderValue: 999 }); // '₹100 off from total on orders above ₹999.'
 */
export function couponDiscountWording(coupon: CouponWordingInput): string {
  const amount = messageAmount(coupon.getYAmount ?? 0);
  const body =
    coupon.couponType === 'FIXED'
      ? `₹${amount} off from total${gifts(coupon)}`
      : coupon.couponType === 'PERCENTAGE'
        ? `${coupon.getYPercentage ?? 0}% off from total${upTo(coupon)}${gifts(coupon)}`
        : coupon.couponType === 'BUY_X_GET_Y'
          ? buyXGetY(coupon)
          : coupon.couponType === 'BUY_X_AT_Y'
            ? `Buy ${couponQuantities(coupon).buyX} @ ₹${amount}${upTo(coupon)}${gifts(coupon)}`
            : coupon.couponType === 'PRODUCT' || coupon.couponType === 'FREEBIE'
              ? free(coupon)
              : coupon.description?.trim() || coupon.couponTitle?.trim() || 'Special offer';
  const min = coupon.minOrderValue;
  return min != null && min > 0 ? `${body} on orders above ₹${messageAmount(min)}.` : `${body}.`;
}
