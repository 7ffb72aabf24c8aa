import type { CartTotals } from '@haat/commerce-core';
import { useCartStore } from '@/stores/cartStore';
import { useCouponOffers } from '../hooks/useCouponOffers';
import { AppliedCoupon } from './AppliedCoupon';
import { CouponCodeForm } from './CouponCodeForm';
import { OfferList } from './OfferList';

/** Coupons in the cart and at checkout: the applied one, apply by code, and the offer explainer. */
export default function CouponsSection({ totals }: { totals: CartTotals }) {
  const coupon = useCartStore((state) => state.coupon);
  const offers = useCouponOffers();
  return (
    <section aria-labelledby="coupons-heading" className="space-y-3">
      <h3 id="coupons-heading" className="text-sm font-semibold">
        Coupons and offers
      </h3>
      {coupon ? (
        <AppliedCoupon
          coupon={coupon}
          discount={totals.couponDiscount}
          problem={
            coupon.couponType === 'FREEBIE' || totals.couponAllowed ? null : totals.couponMessage
          }
        />
      ) : null}
      <CouponCodeForm />
      <OfferList offers={offers} />
    </section>
  );
}
