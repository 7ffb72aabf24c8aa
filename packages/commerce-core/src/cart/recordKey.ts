import type { Maybe } from '../types/common.js';

/**
 * A cart line's key (spec 3): the product id, then `-variantId`, then `-cartItemSource`, each
 * only when present. The same product and variant added as a coupon gift is a separate line.
 *
 * @example
 * recordKey({ id: 'p1', variantId: 'v2', cartItemSource: 'COUPON' }); // 'p1-v2-COUPON'
 */
export function recordKey(item: {
  readonly id: string;
  readonly variantId?: Maybe<string>;
  readonly cartItemSource?: Maybe<string>;
}): string {
  let key = item.id;
  if (item.variantId) key += `-${item.variantId}`;
  if (item.cartItemSource) key += `-${item.cartItemSource}`;
  return key;
}
