import type { CartState } from '../types/cart.js';
import { withoutCoupon } from './updateCart.js';

/**
 * Removes the applied coupon and its gift lines (COUPON source).
 *
 * @example
 * removeCoupon(state).coupon; // null
 */
export function removeCoupon(state: CartState): CartState {
  return withoutCoupon(state);
}
