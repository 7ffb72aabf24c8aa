import type { CartState } from '../types/cart.js';

/**
 * Stored coupon lifetime: 24 hours in milliseconds (spec 9 "Stored coupon expiry").
 *
 * @example
 * STORED_COUPON_TTL_MS; // 86400000
 */
export const STORED_COUPON_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The stored-coupon fields of the cart state.
 *
 * @example
 * const stored: StoredCoupon = { storedCouponCode: 'GLOW10', storedCouponExpiry: 1_700_086_400_000 };
 */
export type StoredCoupon = Pick<CartState, 'storedCouponCode' | 'storedCouponExpiry'>;

/**
 * Stores a coupon code (from `?couponCode=`) for 24 hours from `now` (epoch ms). Given a state,
 * returns the new state; given only code and time, returns the two fields to merge.
 *
 * @example
 * storeCoupon('GLOW10', 0); // { storedCouponCode: 'GLOW10', storedCouponExpiry: 86400000 }
 * storeCoupon(state, 'GLOW10', 0).storedCouponCode; // 'GLOW10'
 */
export function storeCoupon(code: string, now: number): StoredCoupon;
export function storeCoupon(state: CartState, code: string, now: number): CartState;
export function storeCoupon(
  first: CartState | string,
  second: string | number,
  third?: number,
): CartState | StoredCoupon {
  if (typeof first === 'string') {
    return { storedCouponCode: first, storedCouponExpiry: Number(second) + STORED_COUPON_TTL_MS };
  }
  return { ...first, ...storeCoupon(String(second), third ?? 0) };
}

/**
 * Clears the stored coupon code.
 *
 * @example
 * clearStoredCoupon(state).storedCouponCode; // null
 */
export function clearStoredCoupon(state: CartState): CartState {
  return { ...state, storedCouponCode: null, storedCouponExpiry: null };
}

/**
 * The stored coupon code if it has not expired at `now` (epoch ms), else `null`.
 *
 * @example
 * activeStoredCoupon(storeCoupon(emptyCart(), 'GLOW10', 0), 1000); // 'GLOW10'
 */
export function activeStoredCoupon(state: StoredCoupon, now: number): string | null {
  const { storedCouponCode: code, storedCouponExpiry: expiry } = state;
  return code && expiry != null && now < expiry ? code : null;
}
