import { describe, expect, it } from 'vitest';
import { couponMessage } from '../couponMessage.js';
import type { Coupon } from '../../types/coupon.js';

const kit = { id: 'kit', title: 'Travel Kit', price: 199 };
const mask = { id: 'mask', title: 'Mask', price: 150.5 };
const balm = { id: 'balm', title: 'Lip Balm', variants: [{ id: 'v', price: 99 }] };

describe('couponMessage', () => {
  it.each<[Omit<Coupon, 'id'>, string]>([
    [
      { couponType: 'FIXED', getYAmount: 100 },
      '₹100 off from total. Applicable on both COD and online payment.',
    ],
    [
      { couponType: 'FIXED', getYAmount: 99.5, minOrderValue: 999, paymentMethod: 'COD' },
      '₹99.50 off from total on orders above ₹999. Applicable on COD.',
    ],
    [
      { couponType: 'PERCENTAGE', getYPercentage: 10, maxDiscount: 150, paymentMethod: 'ONLINE' },
      '10% off from total up to ₹150. Applicable on online payment.',
    ],
    [
      {
        couponType: 'PERCENTAGE',
        getYPercentage: 12.5,
        paymentMethod: 'PREPAID',
        getYStoreProducts: [kit, mask],
      },
      '12.5% off from total + 2 Free Gifts. Applicable on online payment.',
    ],
    [
      { couponType: 'BUY_X_GET_Y', buyXQuantity: 2, getYQuantity: 1, paymentMethod: 'ALL' },
      'Buy 2 Get 1 Free: the lowest value item is free. Applicable on both COD and online payment.',
    ],
    [
      {
        couponType: 'BUY_X_GET_Y',
        buyXQuantity: 3,
        getYQuantity: 2,
        maxDiscount: 500,
        minOrderValue: 1499,
      },
      'Buy 3 Get 2 Free: the 2 lowest value items are free up to ₹500 on orders above ₹1,499. Applicable on both COD and online payment.',
    ],
    [
      { couponType: 'BUY_X_AT_Y', buyXQuantity: 3, getYAmount: 999, getYStoreProducts: [kit] },
      'Buy 3 @ ₹999 + 1 Free Gift. Applicable on both COD and online payment.',
    ],
    [
      { couponType: 'PRODUCT', getYStoreProducts: [kit] },
      'FREE Travel Kit WORTH ₹199. Applicable on both COD and online payment.',
    ],
    [
      { couponType: 'PRODUCT', getYStoreProducts: [kit, mask, balm], paymentMethod: 'COD' },
      'FREE Travel Kit, Mask and Lip Balm WORTH ₹448.50. Applicable on COD.',
    ],
    [
      {
        couponType: 'FREEBIE',
        getYStoreProducts: [{ id: 'x', title: 'Sample' }],
        minOrderValue: 699,
      },
      'FREE Sample on orders above ₹699. Applicable on both COD and online payment.',
    ],
    [
      { couponType: 'MYSTERY', description: 'Surprise offer' },
      'Surprise offer. Applicable on both COD and online payment.',
    ],
    [{ couponType: 'MYSTERY' }, 'Special offer. Applicable on both COD and online payment.'],
  ])('%j', (coupon, message) => {
    expect(couponMessage(coupon)).toBe(message);
  });
});
