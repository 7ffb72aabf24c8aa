import type { Maybe } from './common.js';

/**
 * One item of the CheckInventory answer (spec 7): stock, collections, price and order limits
 * for a cart line, matched by `recordKey` (or by product and variant id).
 *
 * @example
 * const detail: InventoryDetail = { recordKey: 'p1-v1', productId: 'p1', variantId: 'v1', inventory: 5, price: 499 };
 */
export interface InventoryDetail {
  readonly recordKey?: Maybe<string>;
  readonly productId?: Maybe<string>;
  readonly variantId?: Maybe<string>;
  readonly inventory?: Maybe<number>;
  readonly collections?: Maybe<readonly string[]>;
  readonly price?: Maybe<number>;
  readonly minimumOrderQuantity?: Maybe<number>;
  readonly maximumOrderQuantity?: Maybe<number>;
}
