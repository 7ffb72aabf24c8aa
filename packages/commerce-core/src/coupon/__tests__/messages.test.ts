import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '../messages.js';

describe('COUPON_MESSAGES', () => {
  it('holds the spec strings word for word', () => {
    expect(COUPON_MESSAGES.INVALID).toBe('Invalid Coupon');
    expect(COUPON_MESSAGES.NOT_APPLICABLE).toBe('Not applicable on the products in the cart.');
    expect(COUPON_MESSAGES.APPLICABLE_ON_COD).toBe('Applicable on COD.');
    expect(COUPON_MESSAGES.APPLICABLE_ON_ONLINE).toBe('Applicable on online payment.');
    expect(COUPON_MESSAGES.APPLICABLE_ON_BOTH).toBe('Applicable on both COD and online payment.');
    expect(COUPON_MESSAGES.PROMO_NO_COUPON).toBe('BETTER LUCK NEXT TIME');
    expect(COUPON_MESSAGES.PROMO_APPLIED).toBe('Your coupon has been availed');
  });

  it.each([
    [
      COUPON_MESSAGES.addWorthMore(120),
      'Add product worth ₹120 more to the cart to avail this offer',
    ],
    [
      COUPON_MESSAGES.addWorthMore(0.1 + 0.2),
      'Add product worth ₹0.30 more to the cart to avail this offer',
    ],
    [COUPON_MESSAGES.addItemsMore(2), 'Add 2 more items to the cart to avail this offer'],
    [
      COUPON_MESSAGES.addWorthMoreForFreebie(49.5),
      'Add product worth ₹49.50 more to the cart to avail this free product',
    ],
    [
      COUPON_MESSAGES.addItemsMoreForFreebie(1),
      'Add 1 more items to the cart to avail this free product',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
