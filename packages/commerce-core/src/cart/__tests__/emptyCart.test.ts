import { describe, expect, it } from 'vitest';
import { emptyCart, INITIAL_CART_STATE } from '../emptyCart.js';

describe('emptyCart', () => {
  it('returns the initial state with a fresh list', () => {
    const empty = emptyCart();
    expect(empty).toEqual({
      data: [],
      coupon: null,
      cartId: null,
      storedCouponCode: null,
      storedCouponExpiry: null,
    });
    expect(empty).toEqual(INITIAL_CART_STATE);
    expect(empty.data).not.toBe(INITIAL_CART_STATE.data);
  });
});
