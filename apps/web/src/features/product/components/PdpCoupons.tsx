import { KeepCouponButton } from '@/components/KeepCouponButton';
import { couponMessage, matchesCouponLists } from '@haat/commerce-core';
import type { ProductData } from '@/lib/schemas/product';
import { useAvailableCoupons } from '@/features/store/hooks/storeData';

/**
 * Offers on the product page: the store's PDP-featured coupons (expired ones already dropped)
 * that apply to this product, with commerce-core's wording. 'Apply' keeps the code for the cart.
 */
export function PdpCoupons({ product }: { product: ProductData }) {
  const coupons = useAvailableCoupons().filter(
    (coupon) => coupon.isPDPFeatured && matchesCouponLists(coupon, product),
  );
  if (coupons.length === 0) return null;
  return (
    <section aria-labelledby="pdp-offers" className="space-y-2">
      <h2 id="pdp-offers" className="font-semibold">
        Offers for you
      </h2>
      <ul className="space-y-2">
        {coupons.map((coupon) => (
          <li
            key={coupon.id}
            className="flex items-start justify-between gap-3 rounded-lg border border-dashed border-brand/50 bg-surface-muted p-3 text-sm"
          >
            <div>
              <p className="font-semibold">{coupon.couponTitle ?? coupon.name ?? coupon.code}</p>
              <p className="text-ink-muted">{coupon.description ?? couponMessage(coupon)}</p>
              <p className="mt-1 font-mono font-semibold text-brand">{coupon.code}</p>
            </div>
            <KeepCouponButton
              code={coupon.code}
              className="btn-secondary min-h-10 shrink-0 px-3 text-sm"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
