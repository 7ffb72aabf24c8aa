import { sameCouponCode } from '@haat/commerce-core';
import { useEffect } from 'react';
import { useCartStore } from '@/stores/cartStore';
import { bestAutoApplyOffer } from '../offers';
import { useCouponSessionStore } from '../store/couponSessionStore';
import { useCouponOffers } from './useCouponOffers';

/**
 * autoApply coupons are applied when the cart allows them: the largest saving, ties by priority
 * (`bestAutoApplyOffer`). A coupon the shopper chose is never replaced; an auto-applied one is
 * re-chosen as the cart changes. A coupon the shopper removed is not auto-applied again this
 * session; another allowed autoApply coupon may be.
 */
export function useAutoApplyCoupon() {
  const offers = useCouponOffers();
  const applied = useCartStore((state) => state.coupon);
  const autoAppliedCode = useCouponSessionStore((state) => state.autoAppliedCode);
  const removedCodes = useCouponSessionStore((state) => state.removedCodes);
  useEffect(() => {
    // Read the stores afresh: another effect of this commit (the stored coupon) may have just
    // applied a coupon, and it must win over an automatic choice.
    const session = useCouponSessionStore.getState();
    const current = useCartStore.getState().coupon;
    const auto = session.autoAppliedCode;
    if (current !== null && !(auto !== null && sameCouponCode(current.code, auto))) return;
    const best = bestAutoApplyOffer(offers, session.removedCodes);
    if (best === null || (current !== null && sameCouponCode(current.code, best.coupon.code)))
      return;
    useCartStore.getState().applyCoupon(best.coupon);
    session.setAutoApplied(best.coupon.code);
  }, [offers, applied, autoAppliedCode, removedCodes]);
}
