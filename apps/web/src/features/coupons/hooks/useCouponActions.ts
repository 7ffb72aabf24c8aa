import { COUPON_MESSAGES, evaluateCoupon, evaluateFreebie, type Coupon } from '@haat/commerce-core';
import { useCallback } from 'react';
import type { CouponData } from '@/lib/schemas/coupon';
import { useCartStore } from '@/stores/cartStore';
import { fetchCouponRule } from '../api/coupons';
import { sameCode } from '../offers';
import { useCouponSessionStore } from '../store/couponSessionStore';

export interface CouponOutcome {
  ok: boolean;
  /** What to tell the shopper: the applicability message (spec 5) or the API's refusal. */
  message: string;
}

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : COUPON_MESSAGES.INVALID;

/** Whether a coupon applies to the cart now, with the spec 5 reason when it does not. */
export function checkCoupon(coupon: Coupon, items: Parameters<typeof evaluateCoupon>[1]) {
  return coupon.couponType === 'FREEBIE'
    ? evaluateFreebie(coupon, items)
    : evaluateCoupon(coupon, items);
}

/** Apply by code, apply from the list, and remove — the coupon controls of the cart and checkout. */
export function useCouponActions() {
  const applyToCart = useCartStore((state) => state.applyCoupon);
  const removeFromCart = useCartStore((state) => state.removeCoupon);
  const addExternal = useCouponSessionStore((state) => state.addExternal);
  const setAutoApplied = useCouponSessionStore((state) => state.setAutoApplied);
  const turnAutoApplyOff = useCouponSessionStore((state) => state.turnAutoApplyOff);

  /** A coupon the shopper chose: applied when allowed (never replaced by auto-apply). */
  const applyOffer = useCallback(
    (coupon: CouponData): CouponOutcome => {
      const { allowed, message } = checkCoupon(coupon, useCartStore.getState().data);
      if (!allowed) return { ok: false, message: message ?? COUPON_MESSAGES.INVALID };
      applyToCart(coupon);
      setAutoApplied(null);
      return { ok: true, message: `Coupon ${coupon.code} applied.` };
    },
    [applyToCart, setAutoApplied],
  );

  /** GetCouponRule by code; the coupon goes on top of the list, then is applied if allowed. */
  const applyCode = useCallback(
    async (code: string): Promise<CouponOutcome> => {
      const trimmed = code.trim();
      if (trimmed === '') return { ok: false, message: 'Please enter a coupon code.' };
      try {
        const coupon = addExternal(await fetchCouponRule(trimmed));
        return applyOffer(coupon);
      } catch (error) {
        return { ok: false, message: errorMessage(error) };
      }
    },
    [addExternal, applyOffer],
  );

  /** Removes the applied coupon; an auto-applied one stays removed for the session. */
  const remove = useCallback(() => {
    const applied = useCartStore.getState().coupon;
    const auto = useCouponSessionStore.getState().autoAppliedCode;
    if (applied && auto && sameCode(applied.code, auto)) turnAutoApplyOff();
    removeFromCart();
  }, [removeFromCart, turnAutoApplyOff]);

  return { applyCode, applyOffer, remove };
}
