import { useMemo } from 'react';
import { useAvailableCoupons } from '@/features/store/hooks/storeData';
import { useCartStore } from '@/stores/cartStore';
import { couponOffers, type CouponOffer } from '../offers';
import { useCouponSessionStore } from '../store/couponSessionStore';

/** Every coupon on offer (client-added first) evaluated against the current cart. */
export function useCouponOffers(): CouponOffer[] {
  const storeCoupons = useAvailableCoupons();
  const external = useCouponSessionStore((state) => state.external);
  const items = useCartStore((state) => state.data);
  const applied = useCartStore((state) => state.coupon);
  return useMemo(
    () => couponOffers(storeCoupons, external, items, applied),
    [storeCoupons, external, items, applied],
  );
}
