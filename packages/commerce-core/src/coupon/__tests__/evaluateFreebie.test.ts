import { describe, expect, it } from 'vitest';
import { evaluateFreebie } from '../evaluateFreebie.js';
import type { PricedLine } from '../../types/cart.js';
import type { Coupon } from '../../types/coupon.js';

const sample = { id: 'sample', title: 'Sample', price: 99 };
const freebie: Coupon = { id: 'f', couponType: 'FREEBIE', getYStoreProducts: [sample] };
const serum: PricedLine = { id: 'serum', price: 300, qty: 1, collections: ['serums'] };
const wash: PricedLine = { id: 'wash', price: 150.5, qty: 1, collections: ['cleansers'] };
const giftLine: PricedLine = { id: 'sample', price: 99, qty: 3, cartItemSource: 'COUPON' };
const cart = [serum, wash];

describe('evaluateFreebie', () => {
  it.each<[string, Partial<Coupon>, readonly PricedLine[], boolean, string | null]>([
    ['offered', {}, cart, true, null],
    ['not a FREEBIE', { couponType: 'PERCENTAGE' }, cart, false, null],
    ['external coupon', { isExternal: true }, cart, false, null],
    ['empty cart', {}, [], false, null],
    ['only gift lines', {}, [giftLine], false, null],
    ['no gift products', { getYStoreProducts: [] }, cart, false, null],
    [
      'order value short',
      { minOrderValue: 500 },
      cart,
      false,
      'Add product worth ₹49.50 more to the cart to avail this free product',
    ],
    ['order value reached', { minOrderValue: 450.5 }, cart, true, null],
    [
      'item count short (X + Y, default 1 each)',
      {},
      [serum],
      false,
      'Add 1 more items to the cart to avail this free product',
    ],
    [
      'item count with X and Y',
      { buyXQuantity: 2, getYQuantity: 2 },
      cart,
      false,
      'Add 2 more items to the cart to avail this free product',
    ],
    [
      'collection match limits the counted lines',
      { applicableCollections: ['serums'] },
      [{ ...serum, qty: 2 }, wash],
      true,
      null,
    ],
    [
      'no product matches',
      { applicableProducts: ['ghost'], buyXQuantity: 0, getYQuantity: 0 },
      cart,
      false,
      'Not applicable on the products in the cart.',
    ],
  ])('%s', (_name, fields, items, allowed, message) => {
    expect(evaluateFreebie({ ...freebie, ...fields }, items)).toEqual({ allowed, message });
  });
});
