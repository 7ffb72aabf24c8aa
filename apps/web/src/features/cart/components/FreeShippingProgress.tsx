import { amountToFreeShipping, type CartTotals } from '@haat/commerce-core';
import { useShippingTiers } from '@/features/store/hooks/storeData';
import { formatRupees } from '@/lib/money';
import { useCartStore } from '@/stores/cartStore';

/**
 * Progress to free shipping (spec 9 "free-shipping target"): how much more the cart needs before
 * the shipping tiers make shipping free (commerce-core `amountToFreeShipping`). The cart is priced
 * with no payment chosen (NONE), which ships as PREPAID.
 */
export function FreeShippingProgress({ totals }: { totals: CartTotals }) {
  const shippingTiers = useShippingTiers();
  const coupon = useCartStore((state) => state.coupon);
  if (totals.totalItems === 0) return null;
  const gap = amountToFreeShipping({ totals, shippingTiers, method: 'PREPAID', coupon });
  if (gap === null) {
    return totals.shipping === 0 ? (
      <p className="rounded-md bg-success/10 px-3 py-2 text-sm font-medium text-success">
        You have free shipping on this order.
      </p>
    ) : null;
  }
  const percent = Math.round(gap.progress * 100);
  return (
    <div className="rounded-md bg-surface-muted px-3 py-2">
      <p className="text-sm" id="free-shipping-note">
        Add {formatRupees(gap.remaining)} more to get free shipping.
      </p>
      <div
        role="progressbar"
        aria-labelledby="free-shipping-note"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
