import { describe, expect, it } from 'vitest';
import { CART_NOTICES } from '../notices.js';

describe('CART_NOTICES', () => {
  it('holds the spec strings word for word', () => {
    expect(CART_NOTICES).toEqual({
      ITEMS_REMOVED:
        'One or more items in your cart are no longer available. They have been removed from your cart. Please review and continue.',
      ITEMS_UNAVAILABLE:
        'Some items in your cart are temporarily unavailable. You can update your cart to proceed with your purchase.',
      CONDITIONS_CHANGED:
        'The conditions for one or more products in your cart have changed. Please review the updated prices or quantity requirements before proceeding to checkout.',
      COUPON_INVALID:
        'The discount code applied to your cart is no longer valid.You can continue with the current prices or check for other offers.',
      COUPON_INELIGIBLE:
        'One or more items in your cart are no longer eligible for the applied coupon. Please review the updated prices before proceeding to checkout.',
    });
  });
});
