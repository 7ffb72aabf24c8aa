import type { Loose, Maybe } from './common.js';
import type { Coupon } from './coupon.js';
import type { Product, Variant } from './product.js';

/**
 * Where a cart line came from (spec 3). `COUPON` lines are coupon gifts; `LIMITED_TIME_DEAL`
 * lines are deal add-ons priced at the product's `recommendPrice`.
 *
 * @example
 * const source: CartItemSource = 'LIMITED_TIME_DEAL';
 */
export type CartItemSource = 'CART' | 'COUPON' | 'LIMITED_TIME_DEAL';

/**
 * The least a line needs for pricing and coupon rules. Every `CartItem` fits, and so does a
 * plain `{ id, price, qty }` object.
 *
 * @example
 * const line: PricedLine = { id: 'p1', price: 499, qty: 2, collections: ['serums'] };
 */
export interface PricedLine {
  readonly id: string;
  readonly price?: Maybe<number>;
  readonly listingPrice?: Maybe<number>;
  readonly qty?: Maybe<number>;
  readonly collections?: Maybe<readonly string[]>;
  readonly variantId?: Maybe<string>;
  readonly variants?: Maybe<readonly Pick<Variant, 'id'>[]>;
  readonly cartItemSource?: Maybe<Loose<CartItemSource>>;
}

/**
 * A line in the cart: the product's fields plus the chosen variant, quantity, record key and
 * source (spec 3 "Cart item"). `addedAt` is epoch milliseconds supplied by the caller.
 *
 * @example
 * const item: CartItem = { id: 'p1', variantId: 'v1', qty: 1, recordKey: 'p1-v1', price: 499 };
 */
export interface CartItem extends Product {
  readonly variantId?: Maybe<string>;
  readonly qty: number;
  readonly recordKey: string;
  readonly cartItemSource?: Maybe<Loose<CartItemSource>>;
  readonly parentRecordKey?: Maybe<string>;
  readonly addedAt?: Maybe<number>;
}

/**
 * What `addToCart` takes: a product (or cart item) with optional variant, quantity and source.
 *
 * @example
 * const input: NewCartItem = { id: 'p1', price: 499, qty: 1, addedAt: 1_700_000_000_000 };
 */
export interface NewCartItem extends Product {
  readonly variantId?: Maybe<string>;
  readonly qty?: Maybe<number>;
  readonly cartItemSource?: Maybe<Loose<CartItemSource>>;
  readonly parentRecordKey?: Maybe<string>;
  readonly addedAt?: Maybe<number>;
}

/**
 * Cart state (spec 3 "Cart (state)"). `storedCouponExpiry` is epoch milliseconds.
 *
 * @example
 * const empty: CartState = { data: [], coupon: null, cartId: null, storedCouponCode: null, storedCouponExpiry: null };
 */
export interface CartState {
  readonly data: readonly CartItem[];
  readonly coupon: Coupon | null;
  readonly cartId: string | null;
  readonly storedCouponCode: string | null;
  readonly storedCouponExpiry: number | null;
}
