import { promoCouponCode } from '@haat/commerce-core';
import { toast } from '@/lib/toast';
import { useCartStore } from '@/stores/cartStore';

export const PROMO_COUPON_AVAILED = 'Your coupon has been availed';

/** Applies a coupon code to the cart now; answers whether it was applied. */
export type PromoCouponApplier = (code: string) => Promise<boolean>;

let applier: PromoCouponApplier | null = null;

/**
 * Plugs in the coupon feature's apply-by-code path (lib may not import features). It is
 * registered while the cart's coupon rules run, i.e. once the cart has something in it; without
 * it a popup coupon is only kept. Returns the function that unregisters it.
 */
export function setPromoCouponApplier(next: PromoCouponApplier): () => void {
  applier = next;
  return () => {
    if (applier === next) applier = null;
  };
}

/**
 * What the promo popup hands over (spec 5 "Promo popup"): nothing or 'BETTER LUCK NEXT TIME' is
 * ignored (commerce-core `promoCouponCode`). Any other code gets 'Your coupon has been availed'
 * and is applied now when the cart allows it; otherwise it is kept (24 h, like `?couponCode=`)
 * and applied as soon as the cart qualifies.
 */
export function receivePromoCoupon(value: string | null | undefined): void {
  const code = promoCouponCode(value);
  if (!code) return;
  toast.success(PROMO_COUPON_AVAILED);
  const keep = () => useCartStore.getState().storeCoupon(code);
  if (!applier) {
    keep();
    return;
  }
  void applier(code).then((applied) => {
    if (!applied) keep();
  }, keep);
}
