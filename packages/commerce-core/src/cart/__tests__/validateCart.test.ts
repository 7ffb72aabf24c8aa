import { describe, expect, it } from 'vitest';
import { emptyCart } from '../emptyCart.js';
import { CART_NOTICES } from '../notices.js';
import { validateCart } from '../validateCart.js';
import type { CartState } from '../../types/cart.js';
import type { InventoryDetail } from '../../types/inventory.js';
import { stateWith } from './cart.fixture.js';
import { deal, details, flat50, kit, serum, wash } from './validation.fixture.js';

const all = Object.values(details);
const withDetails = (overrides: Record<string, Partial<InventoryDetail>>): InventoryDetail[] =>
  Object.entries(details).map(([name, d]) => ({ ...d, ...overrides[name] }));
const cart = stateWith([serum, wash, deal]);
const couponCart = stateWith([serum, wash, deal, kit], { coupon: flat50 });

describe('validateCart', () => {
  it('changes nothing when the server agrees', () => {
    const result = validateCart(cart, all);
    expect(result.notice).toBeNull();
    expect(result.state).toEqual(cart);
  });

  it.each<[string, Record<string, Partial<InventoryDetail>>, string | null]>([
    ['price change', { wash: { price: 279 } }, CART_NOTICES.CONDITIONS_CHANGED],
    ['quantity change', { serum: { maximumOrderQuantity: 1 } }, CART_NOTICES.CONDITIONS_CHANGED],
    ['collection change without a coupon', { wash: { collections: ['sale'] } }, null],
    [
      'removal wins over a price change',
      { serum: { inventory: 0 }, wash: { price: 279 } },
      CART_NOTICES.ITEMS_REMOVED,
    ],
    ['short stock', { serum: { inventory: 1 } }, CART_NOTICES.ITEMS_UNAVAILABLE],
  ])('%s', (_name, overrides, notice) => {
    expect(validateCart(cart, withDetails(overrides)).notice).toBe(notice);
  });

  it('removes an out-of-stock line together with its deal add-on', () => {
    const result = validateCart(cart, withDetails({ serum: { inventory: 0 } }));
    expect(result.state.data).toEqual([wash]);
    expect(result.changes.removed).toEqual(['serum-50ml', 'spf-LIMITED_TIME_DEAL']);
  });

  it('refreshes the price it reports', () => {
    const result = validateCart(cart, withDetails({ wash: { price: 279 } }));
    expect(result.state.data[1]?.price).toBe(279);
    expect(result.changes.priceChanged).toEqual(['wash']);
  });

  it('keeps a line without an inventory entry and lists it as unverified', () => {
    const result = validateCart(cart, [details.serum!, details.deal!]);
    expect(result.state.data).toEqual([serum, wash, deal]);
    expect(result.changes.unverified).toEqual(['wash']);
    expect(result.notice).toBeNull();
  });

  it('keeps the whole cart when the answer is empty', () => {
    expect(validateCart(cart, null).state).toEqual(cart);
  });

  it('matches entries by product and variant when they carry no record key', () => {
    const byIds = { productId: 'wash', variantId: null, inventory: 0 };
    expect(validateCart(cart, [details.serum!, details.deal!, byIds]).changes.removed).toEqual([
      'wash',
    ]);
  });

  it('shows the coupon notice when a collection changes under an applied coupon', () => {
    const result = validateCart(couponCart, withDetails({ wash: { collections: ['sale'] } }));
    expect(result.notice).toBe(CART_NOTICES.COUPON_INELIGIBLE);
    expect(result.state.coupon).toBe(flat50);
  });

  it('removes a coupon that no longer holds with its gift lines, before the price notice', () => {
    const result = validateCart(couponCart, withDetails({ serum: { price: 300 } }));
    expect(result.notice).toBe(CART_NOTICES.COUPON_INVALID);
    expect(result.state.coupon).toBeNull();
    expect(result.state.data.map((l) => l.recordKey)).toEqual([
      'serum-50ml',
      'wash',
      'spf-LIMITED_TIME_DEAL',
    ]);
    expect(result.changes.couponRemoved).toBe(true);
  });

  it('removes an archived coupon from the server', () => {
    const result = validateCart(couponCart, all, { ...flat50, isArchive: true });
    expect(result.notice).toBe(CART_NOTICES.COUPON_INVALID);
    expect(result.state.coupon).toBeNull();
    expect(result.state.data).not.toContainEqual(kit);
  });

  it('keeps the server’s fresh copy of a coupon that still holds', () => {
    const fresh = { ...flat50, getYAmount: 75 };
    const result = validateCart(couponCart, all, fresh);
    expect(result.notice).toBeNull();
    expect(result.state.coupon).toBe(fresh);
  });

  it('empties the cart on an exception', () => {
    const broken = Object.defineProperty({}, 'recordKey', {
      get() {
        throw new Error('bad entry');
      },
    });
    const result = validateCart(couponCart, [broken]);
    expect(result.state).toEqual(emptyCart());
    expect(result.notice).toBe(CART_NOTICES.ITEMS_REMOVED);
    expect(result.changes.removed).toHaveLength(4);
    expect(result.emptied).toBe(true);
  });

  it('empties the cart when the state itself is malformed', () => {
    const broken = { ...couponCart, data: null } as unknown as CartState;
    const result = validateCart(broken, all);
    expect(result.state).toEqual(emptyCart());
    expect(result).toMatchObject({ notice: null, emptied: true });
  });

  it('says a normal validation did not empty the cart', () => {
    expect(validateCart(couponCart, all).emptied).toBe(false);
  });
});
