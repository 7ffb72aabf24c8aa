import { asPaise, toPaise, type Paise } from '../money/paise.js';
import type { Coupon } from '../types/coupon.js';

/**
 * Worth of a coupon's gift products (`getYStoreProducts`), in paise: each product's first
 * variant's price when it has variants (its own price if that variant has none), else its price.
 *
 * @example
 * giftWorth({ id: 'c', getYStoreProducts: [{ id: 'g', price: 199 }] }); // 19900
 */
export function giftWorth(coupon: Pick<Coupon, 'getYStoreProducts'>): Paise {
  let total = 0;
  for (const gift of coupon.getYStoreProducts ?? []) {
    const first = gift.variants?.[0];
    total += toPaise(first?.price ?? gift.price);
  }
  return asPaise(total);
}
