import { activeStoredCoupon, couponApplicability, sameCouponCode } from '@haat/commerce-core';
import type { ApiErrorCode } from '@haat/storefront-api/errors';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HttpClientError } from '@/lib/http/errors';
import { useCartStore } from '@/stores/cartStore';
import { fetchCouponRule } from '../api/coupons';
import { useCouponSessionStore } from '../store/couponSessionStore';

/** The API's answers that mean the kept code will never apply. */
const REFUSED: readonly ApiErrorCode[] = [
  'INVALID_COUPON',
  'COUPON_EXPIRED',
  'COUPON_ARCHIVED',
  'NOT_FOUND',
];

/**
 * The coupon kept from `?couponCode=` (24 hours, commerce-core `activeStoredCoupon`) is looked up
 * once, listed on top of the offers, and applied as soon as the cart qualifies — unless the
 * shopper has chosen another coupon. Applied or refused by the API, it is then forgotten.
 */
export function useStoredCoupon() {
  const code = useCartStore((state) => activeStoredCoupon(state, Date.now()));
  const items = useCartStore((state) => state.data);
  const applied = useCartStore((state) => state.coupon);
  const autoAppliedCode = useCouponSessionStore((state) => state.autoAppliedCode);
  const { data: coupon, error } = useQuery({
    queryKey: ['coupon-rule', code] as const,
    queryFn: ({ signal }) => fetchCouponRule(code ?? '', signal),
    enabled: code !== null,
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    if (error instanceof HttpClientError && REFUSED.some((code) => error.hasCode(code))) {
      useCartStore.getState().clearStoredCoupon();
    }
  }, [error]);

  useEffect(() => {
    if (coupon) useCouponSessionStore.getState().addExternal(coupon);
  }, [coupon]);

  useEffect(() => {
    if (!coupon || code === null) return;
    const chosenByShopper =
      applied !== null && !(autoAppliedCode && sameCouponCode(applied.code, autoAppliedCode));
    if (chosenByShopper && !sameCouponCode(applied.code, coupon.code)) return;
    if (!couponApplicability(coupon, items).allowed) return;
    const external = useCouponSessionStore.getState().addExternal(coupon);
    useCartStore.getState().applyCoupon(external);
    useCartStore.getState().clearStoredCoupon();
    useCouponSessionStore.getState().setAutoApplied(null);
  }, [coupon, code, items, applied, autoAppliedCode]);
}
