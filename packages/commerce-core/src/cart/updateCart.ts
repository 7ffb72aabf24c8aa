import { isCouponStillAllowed } from '../coupon/isCouponStillAllowed.js';
import type { CartItem, CartState } from '../types/cart.js';

/**
 * Drops the coupon and its gift lines (COUPON source).
 *
 * @example
 * withoutCoupon(state).coupon; // null
 */
export function withoutCoupon(state: CartState): CartState {
  const data = state.data.filter((line) => line.cartItemSource !== 'COUPON');
  return { ...state, coupon: null, data };
}

/**
 * Replaces the cart lines (spec 4 "Update"). If the applied coupon no longer holds for the new
 * lines (`isCouponStillAllowed`), the coupon is cleared and its gift lines are dropped.
 *
 * @example
 * updateCart(state, state.data.map((l) => (l.recordKey === 'p1' ? { ...l, qty: 3 } : l)));
 */
export function updateCart(state: CartState, data: readonly CartItem[]): CartState {
  const next = { ...state, data };
  if (state.coupon === null || isCouponStillAllowed(state.coupon, data)) return next;
  return withoutCoupon(next);
}
