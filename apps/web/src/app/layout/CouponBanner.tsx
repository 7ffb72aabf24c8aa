import { KeepCouponButton } from '@/components/KeepCouponButton';
import { useAvailableCoupons } from '@/features/store/hooks/storeData';

/**
 * The coupon banner: the store's first featured coupon (expired ones already dropped) with its
 * code; 'Apply' keeps the code for 24 hours so the cart applies it (the same path as
 * `?couponCode=`).
 */
export function CouponBanner() {
  const coupon = useAvailableCoupons().find((c) => c.isFeatured);
  if (!coupon) return null;
  return (
    <section
      aria-label="Offer"
      className="flex h-10 items-center justify-center gap-3 overflow-hidden border-b border-line bg-surface-muted px-3 text-sm"
    >
      <p className="min-w-0 truncate">{coupon.couponTitle ?? coupon.description ?? coupon.name}</p>
      <p className="flex shrink-0 items-center gap-2">
        <span className="rounded border border-dashed border-brand px-2 font-mono font-semibold text-brand">
          {coupon.code}
        </span>
        <KeepCouponButton
          code={coupon.code}
          className="inline-flex min-h-8 items-center px-1 font-semibold text-brand underline"
        />
      </p>
    </section>
  );
}
