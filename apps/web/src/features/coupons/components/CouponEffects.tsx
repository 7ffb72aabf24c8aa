import { useAutoApplyCoupon } from '../hooks/useAutoApplyCoupon';
import { usePromoPopupCoupon } from '../hooks/usePromoPopupCoupon';
import { useStoredCoupon } from '../hooks/useStoredCoupon';

/** The coupon rules that run app-wide once the cart has something in it (loaded lazily). */
export default function CouponEffects() {
  useStoredCoupon();
  usePromoPopupCoupon();
  useAutoApplyCoupon();
  return null;
}
