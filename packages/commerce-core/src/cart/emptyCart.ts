import type { CartState } from '../types/cart.js';

/**
 * The initial cart: no lines, no coupon, no cart id, no stored coupon.
 *
 * @example
 * INITIAL_CART_STATE.data.length; // 0
 */
export const INITIAL_CART_STATE: CartState = Object.freeze({
  data: Object.freeze([]),
  coupon: null,
  cartId: null,
  storedCouponCode: null,
  storedCouponExpiry: null,
});

/**
 * Empties the cart (spec 4 "Empty"): back to the initial state, which also clears the cart id
 * and the stored coupon. (The click id the spec also clears lives in the app's system state.)
 *
 * @example
 * emptyCart(); // { data: [], coupon: null, cartId: null, storedCouponCode: null, storedCouponExpiry: null }
 */
export function emptyCart(): CartState {
  return { ...INITIAL_CART_STATE, data: [] };
}
