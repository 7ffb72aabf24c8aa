import { COUPON_MESSAGES, couponApplicability } from '@haat/commerce-core';
import type { CouponData } from '@/lib/schemas/coupon';
import { useCartStore } from '@/stores/cartStore';
import { fetchCouponRule } from './api/coupons';
import { useCouponSessionStore } from './store/couponSessionStore';

export interface CouponApplyResult {
  ok: boolean;
  /** What to tell the shopper: the applicability message (spec 5) or the API's refusal. */
  message: string;
}

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : COUPON_MESSAGES.INVALID;

/** A coupon the shopper chose: applied when allowed (never replaced by auto-apply). */
export function applyOffer(coupon: CouponData): CouponApplyResult {
  const { allowed, message } = couponApplicability(coupon, useCartStore.getState().data);
  if (!allowed) return { ok: false, message: message ?? COUPON_MESSAGES.INVALID };
  useCartStore.getState().applyCoupon(coupon);
  useCouponSessionStore.getState().setAutoApplied(null);
  return { ok: true, message: `Coupon ${coupon.code} applied.` };
}

/**
 * Apply by code: GetCouponRule, the coupon goes on top of the offer list, then it is applied if
 * the cart allows it (`applyOffer`). Used by the coupon code form and the promo popup.
 *
 * @example
 * const { ok, message } = await applyCouponCode('WELCOME5'); // ok, 'Coupon WELCOME5 applied.'
 */
export async function applyCouponCode(code: string): Promise<CouponApplyResult> {
  const trimmed = code.trim();
  if (trimmed === '') return { ok: false, message: 'Please enter a coupon code.' };
  try {
    const coupon = useCouponSessionStore.getState().addExternal(await fetchCouponRule(trimmed));
    return applyOffer(coupon);
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}
