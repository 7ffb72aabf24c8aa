import type { CartState } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import { addToCart } from './addToCart.js';
import { withoutCoupon } from './updateCart.js';

/**
 * Applies a coupon (call it once `evaluateCoupon` — or `evaluateFreebie` for FREEBIE — allows
 * it): the previous coupon's gift lines go, and each of this coupon's `getYStoreProducts` is
 * added as a COUPON line (qty 1, first variant, listing price = price) so the gift worth in the
 * discount always matches a gift in the cart. FREEBIE gifts are added at price 0, because no
 * discount covers them. `addedAt` stamps the gift lines.
 *
 * @example
 * applyCoupon(state, coupon, 1_700_000_000_000).coupon?.code;
 */
export function applyCoupon(state: CartState, coupon: Coupon, addedAt?: number): CartState {
  const freebie = coupon.couponType === 'FREEBIE';
  let next: CartState = { ...withoutCoupon(state), coupon };
  for (const gift of coupon.getYStoreProducts ?? []) {
    const price = freebie ? 0 : (gift.variants?.[0]?.price ?? gift.price ?? 0);
    const variantId = gift.variants?.[0]?.id ?? null;
    const stamp = addedAt === undefined ? {} : { addedAt };
    next = addToCart(next, {
      ...gift,
      ...stamp,
      variantId,
      price,
      qty: 1,
      cartItemSource: 'COUPON',
    });
  }
  return next;
}
