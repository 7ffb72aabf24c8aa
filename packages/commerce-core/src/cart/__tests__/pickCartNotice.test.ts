import { describe, expect, it } from 'vitest';
import { NO_CART_CHANGES, pickCartNotice, type CartChanges } from '../pickCartNotice.js';

const notice = {
  removed:
    'One or more items in your cart are no longer available. They have been removed from your cart. Please review and continue.',
  unavailable:
    'Some items in your cart are temporarily unavailable. You can update your cart to proceed with your purchase.',
  conditions:
    'The conditions for one or more products in your cart have changed. Please review the updated prices or quantity requirements before proceeding to checkout.',
  couponInvalid:
    'The discount code applied to your cart is no longer valid.You can continue with the current prices or check for other offers.',
  ineligible:
    'One or more items in your cart are no longer eligible for the applied coupon. Please review the updated prices before proceeding to checkout.',
};

const k = ['x'];

describe('pickCartNotice', () => {
  it.each<[string, Partial<CartChanges>, boolean, string | null]>([
    ['nothing changed', {}, true, null],
    ['only unverified lines', { unverified: k }, true, null],
    [
      'removal beats everything',
      { removed: k, priceChanged: k, couponRemoved: true, unavailable: k },
      true,
      notice.removed,
    ],
    [
      'coupon removed beats stock and price',
      { couponRemoved: true, unavailable: k, priceChanged: k },
      false,
      notice.couponInvalid,
    ],
    ['short stock beats price', { unavailable: k, priceChanged: k }, true, notice.unavailable],
    [
      'price before collection',
      { priceChanged: k, collectionsChanged: k },
      true,
      notice.conditions,
    ],
    [
      'collection before quantity (coupon applied)',
      { collectionsChanged: k, quantityChanged: k },
      true,
      notice.ineligible,
    ],
    [
      'collection without a coupon is not shown',
      { collectionsChanged: k, quantityChanged: k },
      false,
      notice.conditions,
    ],
    ['collection alone without a coupon', { collectionsChanged: k }, false, null],
    ['quantity', { quantityChanged: k }, false, notice.conditions],
  ])('%s', (_name, changes, couponApplied, expected) => {
    expect(pickCartNotice({ ...NO_CART_CHANGES, ...changes }, couponApplied)).toBe(expected);
  });
});
