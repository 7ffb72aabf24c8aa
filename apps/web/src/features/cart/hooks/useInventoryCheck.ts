import { dropExpiredCoupons, type CartItem, type Coupon } from '@haat/commerce-core';
import { useEffect } from 'react';
import { fetchCoupon } from '@/features/coupons/api/coupons';
import { showCartNotice } from '@/lib/toast';
import { useCartStore } from '@/stores/cartStore';
import { validateStoredCart } from '@/stores/validateStoredCart';
import { checkInventory } from '../api/checkInventory';
import { trackValidation } from '../trackValidation';

/** Quiet time after the last cart change before the stock check runs (rapid clicks coalesce). */
export const INVENTORY_CHECK_DELAY_MS = 300;

/** What changes a check: which lines, how many, and the applied coupon. */
const selectSignature = (state: { data: readonly CartItem[]; coupon: Coupon | null }) =>
  `${state.data.map((line) => `${line.recordKey}×${line.qty}`).join('|')}#${state.coupon?.code ?? ''}`;

/**
 * The server's copy of the applied coupon for validation. An unknown or expired coupon comes
 * back archived so commerce-core `validateCart` removes it with its gifts and the
 * "no longer valid" notice; the client-side flags (isExternal, autoApply, priority) are kept.
 */
async function freshCoupon(applied: Coupon, signal: AbortSignal): Promise<Coupon | null> {
  if (!applied.code) return null;
  const stored = await fetchCoupon(applied.code, signal).catch(() => undefined);
  if (stored === undefined) return null;
  if (stored === null || dropExpiredCoupons([stored], Date.now()).length === 0) {
    return { ...applied, isArchive: true };
  }
  return {
    ...stored,
    isExternal: applied.isExternal,
    autoApply: applied.autoApply,
    priority: applied.priority,
  };
}

/**
 * Spec 4 "Inventory re-check": CheckInventory runs whenever the cart changes and feeds the
 * commerce-core validateCart (`validateStoredCart`), whose notice shows as the 1 s top-centre toast.
 * A failed check is silent (spec 8). Only the latest check counts: a newer change aborts the
 * older request, and validation always applies to the cart as it is now, so a late answer can
 * never bring back a line the shopper removed.
 */
export function useInventoryCheck() {
  const signature = useCartStore(selectSignature);
  useEffect(() => {
    const { data, coupon } = useCartStore.getState();
    if (data.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const { signal } = controller;
      void Promise.all([checkInventory(data, signal), coupon ? freshCoupon(coupon, signal) : null])
        .then(([inventory, fresh]) => {
          if (signal.aborted) return;
          const before = useCartStore.getState().data;
          const result = validateStoredCart(inventory, fresh);
          if (result.notice) showCartNotice(result.notice);
          trackValidation(before, inventory, result.changes);
        })
        .catch(() => {
          // Stock check failure: silent (spec 8); the order call checks stock again.
        });
    }, INVENTORY_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [signature]);
}
