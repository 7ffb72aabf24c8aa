import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, toCartItem } from '../addToCart.js';
import { emptyCart } from '../emptyCart.js';
import { removeFromCart } from '../removeFromCart.js';
import type { CartState, NewCartItem } from '../../types/cart.js';
import { serum, wash } from './cart.fixture.js';

describe('toCartItem', () => {
  it.each<[string, NewCartItem, Record<string, unknown>]>([
    [
      'picks an in-stock variant and takes its prices',
      serum,
      { variantId: '50ml', price: 699, listingPrice: 799, qty: 1, recordKey: 'serum-50ml' },
    ],
    [
      'keeps the given variant',
      { ...serum, variantId: '30ml', qty: 2 },
      { variantId: '30ml', price: 499, listingPrice: 599, qty: 2, recordKey: 'serum-30ml' },
    ],
    [
      'product without variants',
      wash,
      { variantId: null, price: 249, listingPrice: 299, recordKey: 'wash' },
    ],
    [
      'LIMITED_TIME_DEAL takes recommendPrice',
      {
        ...wash,
        recommendPrice: 149,
        cartItemSource: 'LIMITED_TIME_DEAL',
        parentRecordKey: 'serum-50ml',
      },
      {
        price: 149,
        listingPrice: 299,
        recordKey: 'wash-LIMITED_TIME_DEAL',
        parentRecordKey: 'serum-50ml',
      },
    ],
    [
      'LIMITED_TIME_DEAL without recommendPrice keeps the price',
      { ...wash, cartItemSource: 'LIMITED_TIME_DEAL' },
      { price: 249 },
    ],
    [
      'COUPON line uses price as listing price',
      { ...wash, price: 0, cartItemSource: 'COUPON' },
      { price: 0, listingPrice: 0, recordKey: 'wash-COUPON' },
    ],
    ['quantity defaults to 1', { ...wash, qty: 0 }, { qty: 1 }],
  ])('%s', (_name, input, expected) => {
    expect(toCartItem(input)).toMatchObject(expected);
  });

  it('keeps addedAt from the input', () => {
    expect(toCartItem({ ...wash, addedAt: 1_700_000_000_000 }).addedAt).toBe(1_700_000_000_000);
  });
});

describe('addToCart', () => {
  it('appends a new line', () => {
    const state = addToCart(addToCart(emptyCart(), wash), serum);
    expect(state.data.map((l) => [l.recordKey, l.qty])).toEqual([
      ['wash', 1],
      ['serum-50ml', 1],
    ]);
  });

  it('adds the quantity to a line with the same record key', () => {
    const state = addToCart(addToCart(emptyCart(), { ...wash, qty: 2, addedAt: 1 }), {
      ...wash,
      qty: 3,
      addedAt: 2,
    });
    expect(state.data).toHaveLength(1);
    expect(state.data[0]).toMatchObject({ recordKey: 'wash', qty: 5, addedAt: 1 });
  });

  it('keeps a coupon gift apart from the same product bought', () => {
    const state = addToCart(addToCart(emptyCart(), wash), { ...wash, cartItemSource: 'COUPON' });
    expect(state.data.map((l) => l.recordKey)).toEqual(['wash', 'wash-COUPON']);
  });

  it('does not change the state it was given', () => {
    const before = emptyCart();
    addToCart(before, wash);
    expect(before.data).toEqual([]);
  });

  it('restores the cart when the added line is removed again', () => {
    const product = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd'),
      price: fc.integer({ min: 1, max: 99999 }).map((p) => p / 100),
      qty: fc.integer({ min: 1, max: 5 }),
      cartItemSource: fc.constantFrom(undefined, 'CART', 'LIMITED_TIME_DEAL'),
    });
    fc.assert(
      fc.property(fc.array(product, { maxLength: 6 }), product, (existing, extra) => {
        const state: CartState = existing.reduce<CartState>((s, p) => addToCart(s, p), emptyCart());
        const key = toCartItem(extra).recordKey;
        fc.pre(!state.data.some((l) => l.recordKey === key || l.parentRecordKey === key));
        expect(removeFromCart(addToCart(state, extra), key)).toEqual(state);
      }),
    );
  });
});
