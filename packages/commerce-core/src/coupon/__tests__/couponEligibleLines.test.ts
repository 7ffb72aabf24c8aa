import { describe, expect, it } from 'vitest';
import { couponEligibleLines, matchesCouponLists } from '../couponEligibleLines.js';
import type { PricedLine } from '../../types/cart.js';

const a: PricedLine = { id: 'a', qty: 1, collections: ['serums'] };
const b: PricedLine = { id: 'b', qty: 1, collections: ['cleansers', 'serums'] };
const c: PricedLine = { id: 'c', qty: 1 };
const giftLine: PricedLine = { id: 'a', qty: 1, cartItemSource: 'COUPON' };
const dealLine: PricedLine = { id: 'a', qty: 1, cartItemSource: 'LIMITED_TIME_DEAL' };
const cartLine: PricedLine = { id: 'c', qty: 1, cartItemSource: 'CART' };
const firstVariant: PricedLine = {
  id: 'v',
  qty: 1,
  variantId: 'v1',
  variants: [{ id: 'v1' }, { id: 'v2' }],
};
const otherVariant: PricedLine = { ...firstVariant, variantId: 'v2' };
const all = [a, b, c, giftLine, dealLine, cartLine, firstVariant, otherVariant];

describe('couponEligibleLines', () => {
  it.each([
    ['no lists: all but gift and deal lines', {}, [a, b, c, cartLine, firstVariant, otherVariant]],
    [
      'empty lists mean any',
      { applicableProducts: [], applicableCollections: [] },
      [a, b, c, cartLine, firstVariant, otherVariant],
    ],
    ['by product id', { applicableProducts: ['b', 'c'] }, [b, c, cartLine]],
    ['by shared collection', { applicableCollections: ['serums'] }, [a, b]],
    [
      'both lists must match',
      { applicableProducts: ['a', 'c'], applicableCollections: ['serums'] },
      [a],
    ],
    [
      'BUY_X_AT_Y: first variant only',
      { couponType: 'BUY_X_AT_Y' },
      [a, b, c, cartLine, firstVariant],
    ],
    [
      'BUY_X_AT_Y with applyOnAllVariants',
      { couponType: 'BUY_X_AT_Y', applyOnAllVariants: true },
      [a, b, c, cartLine, firstVariant, otherVariant],
    ],
  ])('%s', (_name, fields, expected) => {
    expect(couponEligibleLines({ id: 'x', ...fields }, all)).toEqual(expected);
  });
});

describe('matchesCouponLists', () => {
  it.each([
    [{ applicableProducts: ['a'] }, a, true],
    [{ applicableProducts: ['a'] }, b, false],
    [{ applicableCollections: ['serums'] }, c, false],
    [{ applicableCollections: null, applicableProducts: null }, c, true],
  ])('%j on %j is %s', (lists, lineItem, expected) => {
    expect(matchesCouponLists(lists, lineItem)).toBe(expected);
  });
});
