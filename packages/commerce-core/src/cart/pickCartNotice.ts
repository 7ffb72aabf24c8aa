import { CART_NOTICES, type CartNotice } from './notices.js';

/**
 * Record keys of the lines `validateCart` changed, by kind, and whether the coupon was removed.
 *
 * @example
 * const none: CartChanges = { removed: [], unavailable: [], priceChanged: [], collectionsChanged: [], quantityChanged: [], unverified: [], couponRemoved: false };
 */
export interface CartChanges {
  readonly removed: readonly string[];
  readonly unavailable: readonly string[];
  readonly priceChanged: readonly string[];
  readonly collectionsChanged: readonly string[];
  readonly quantityChanged: readonly string[];
  readonly unverified: readonly string[];
  readonly couponRemoved: boolean;
}

/**
 * A validation that changed nothing.
 *
 * @example
 * NO_CART_CHANGES.removed.length; // 0
 */
export const NO_CART_CHANGES: CartChanges = Object.freeze({
  removed: [],
  unavailable: [],
  priceChanged: [],
  collectionsChanged: [],
  quantityChanged: [],
  unverified: [],
  couponRemoved: false,
});

/**
 * The one notice a validation shows (one toast of one second, so the most serious wins):
 * 1. lines removed → ITEMS_REMOVED (losing an item matters more than any price change);
 * 2. coupon archived or no longer valid and removed → COUPON_INVALID;
 * 3. lines kept but short of stock → ITEMS_UNAVAILABLE;
 * 4. then the spec's order — price change → CONDITIONS_CHANGED; collection change while a
 *    coupon stays applied → COUPON_INELIGIBLE (without a coupon, collections change nothing
 *    the shopper sees); quantity change → CONDITIONS_CHANGED;
 * 5. otherwise `null`.
 *
 * @example
 * pickCartNotice({ ...noChanges, priceChanged: ['p1'], quantityChanged: ['p2'] }, false); // CART_NOTICES.CONDITIONS_CHANGED
 */
export function pickCartNotice(changes: CartChanges, couponApplied: boolean): CartNotice | null {
  if (changes.removed.length > 0) return CART_NOTICES.ITEMS_REMOVED;
  if (changes.couponRemoved) return CART_NOTICES.COUPON_INVALID;
  if (changes.unavailable.length > 0) return CART_NOTICES.ITEMS_UNAVAILABLE;
  if (changes.priceChanged.length > 0) return CART_NOTICES.CONDITIONS_CHANGED;
  if (couponApplied && changes.collectionsChanged.length > 0) return CART_NOTICES.COUPON_INELIGIBLE;
  if (changes.quantityChanged.length > 0) return CART_NOTICES.CONDITIONS_CHANGED;
  return null;
}
