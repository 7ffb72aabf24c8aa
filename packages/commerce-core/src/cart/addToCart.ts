import type { CartItem, CartState, NewCartItem } from '../types/cart.js';
import { unitCount } from '../lines/lineAmounts.js';
import { chooseVariant } from './chooseVariant.js';
import { recordKey } from './recordKey.js';

/**
 * Builds the cart line for a product (spec 4 "Add"): picks a variant when none is given
 * (`chooseVariant`), takes the variant's price and listing price when it has them, gives a
 * LIMITED_TIME_DEAL line its `recommendPrice` as price and a COUPON line its price as listing
 * price, and sets `recordKey`. Quantity defaults to 1.
 *
 * @example
 * toCartItem({ id: 'p', price: 499, recommendPrice: 299, cartItemSource: 'LIMITED_TIME_DEAL' }).price; // 299
 */
export function toCartItem(input: NewCartItem): CartItem {
  const variant = chooseVariant(input, input.variantId);
  const variantId = input.variantId || variant?.id || null;
  const dealPrice = input.cartItemSource === 'LIMITED_TIME_DEAL' ? input.recommendPrice : null;
  const price = dealPrice ?? variant?.price ?? input.price ?? null;
  const listed = variant?.listingPrice ?? input.listingPrice ?? null;
  const listingPrice = input.cartItemSource === 'COUPON' ? price : listed;
  const qty = unitCount(input) || 1;
  const keyed = { id: input.id, variantId, cartItemSource: input.cartItemSource };
  return { ...input, variantId, price, listingPrice, qty, recordKey: recordKey(keyed) };
}

/**
 * Adds a product to the cart (spec 4 "Add"): a line with the same record key gets the quantity
 * added; otherwise the new line (`toCartItem`) is appended. `addedAt` comes with the input.
 *
 * @example
 * addToCart(emptyCart(), { id: 'p1', price: 499, qty: 1, addedAt: 1_700_000_000_000 }).data[0]?.recordKey; // 'p1'
 */
export function addToCart(state: CartState, input: NewCartItem): CartState {
  const item = toCartItem(input);
  const existing = state.data.find((line) => line.recordKey === item.recordKey);
  if (existing === undefined) return { ...state, data: [...state.data, item] };
  const data = state.data.map((line) =>
    line === existing ? { ...line, qty: unitCount(line) + item.qty } : line,
  );
  return { ...state, data };
}
