import { evaluateFreebie, type CartItem, type Coupon } from '@haat/commerce-core';
import type { CouponData } from '@/lib/schemas/coupon';
import { useCartStore } from '@/stores/cartStore';

interface FreebieOffersProps {
  freebies: readonly CouponData[];
  items: readonly CartItem[];
  applied: Coupon | null;
}

/**
 * Freebie offers (spec 5): each FREEBIE coupon, claimable when commerce-core `evaluateFreebie`
 * allows it, greyed with its reason ('Add product worth ₹… more to the cart to avail this free
 * product') otherwise. Claiming applies it as the cart's coupon (gift added at ₹0).
 */
export function FreebieOffers({ freebies, items, applied }: FreebieOffersProps) {
  const applyCoupon = useCartStore((state) => state.applyCoupon);
  if (freebies.length === 0) return null;
  return (
    <section aria-labelledby="freebies-heading" className="space-y-2">
      <h3 id="freebies-heading" className="text-sm font-semibold">
        Free gifts
      </h3>
      <ul className="space-y-2">
        {freebies.map((coupon) => {
          const { allowed, message } = evaluateFreebie(coupon, items);
          const claimed = applied?.id === coupon.id;
          const gift = coupon.getYStoreProducts?.[0]?.title ?? coupon.couponTitle ?? coupon.code;
          return (
            <li
              key={coupon.id}
              className={`rounded-md border p-3 text-sm ${allowed || claimed ? 'border-success/40 bg-success/5' : 'border-line bg-surface-muted text-ink-muted'}`}
            >
              <p className="font-medium">{coupon.couponTitle ?? `Free ${gift}`}</p>
              {claimed ? (
                <p className="text-success">Added: {gift} is in your cart for free.</p>
              ) : allowed ? (
                <>
                  {applied ? <p>Replaces your coupon {applied.code}.</p> : null}
                  <button
                    type="button"
                    className="btn-secondary mt-2 min-h-9"
                    onClick={() => applyCoupon(coupon)}
                  >
                    Add free {gift}
                  </button>
                </>
              ) : (
                <p>{message ?? 'Not available on this cart.'}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
