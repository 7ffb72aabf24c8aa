import { fromPaise, toPaise } from '../money/paise.js';
import type { Maybe } from '../types/common.js';
import type { Coupon } from '../types/coupon.js';

/**
 * Input of `ppcodSplit`: the order total (pass the COD grand total — PPCOD is a COD order with
 * part paid online), the PPCOD_AMOUNT setting, and the applied coupon.
 *
 * @example
 * const input: PpcodSplitInput = { grandTotal: 1049, ppcodAmount: 99 };
 */
export interface PpcodSplitInput {
  readonly grandTotal: number;
  readonly ppcodAmount: Maybe<number>;
  readonly coupon?: Maybe<Pick<Coupon, 'ppcodCouponAmount'>>;
}

/**
 * PPCOD split — our reading, as the spec leaves the exact use open: the amount to prepay is the
 * applied coupon's ppcodCouponAmount when set and above 0, else PPCOD_AMOUNT; payNow =
 * min(that, total) (never negative) and payOnDelivery = total − payNow, both to the paisa.
 *
 * @example
 * ppcodSplit({ grandTotal: 1049, ppcodAmount: 99, coupon: { ppcodCouponAmount: 149 } }); // { payNow: 149, payOnDelivery: 900 }
 */
export function ppcodSplit(input: PpcodSplitInput): { payNow: number; payOnDelivery: number } {
  const total = Math.max(0, toPaise(input.grandTotal));
  const couponAmount = input.coupon?.ppcodCouponAmount;
  const amount = toPaise(
    couponAmount != null && couponAmount > 0 ? couponAmount : input.ppcodAmount,
  );
  const payNow = Math.min(Math.max(0, amount), total);
  return { payNow: fromPaise(payNow), payOnDelivery: fromPaise(total - payNow) };
}
