import {
  computeCartTotals,
  type CartRewardsInput,
  type CartTotals,
  type PaymentChoice,
} from '@haat/commerce-core';
import { useMemo } from 'react';
import { useShippingTiers, useStoreSettings } from '@/features/store/hooks/storeData';
import { useCartStore } from '@/stores/cartStore';

/**
 * The cart's totals for a payment choice (NONE prices as prepaid, PPCOD as COD), straight from
 * commerce-core `computeCartTotals` with the store's settings and shipping tiers. Never stored.
 */
export function useCartTotals(
  paymentMethod: PaymentChoice | 'PPCOD' = 'NONE',
  rewards?: CartRewardsInput,
): CartTotals {
  const items = useCartStore((state) => state.data);
  const coupon = useCartStore((state) => state.coupon);
  const settings = useStoreSettings();
  const shippingTiers = useShippingTiers();
  return useMemo(
    () =>
      computeCartTotals({
        items,
        coupon,
        shippingTiers,
        paymentMethod,
        charges: settings,
        rewards: rewards ?? null,
      }),
    [items, coupon, shippingTiers, paymentMethod, settings, rewards],
  );
}
