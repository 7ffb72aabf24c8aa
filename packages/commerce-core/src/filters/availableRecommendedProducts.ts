import { isSellable } from '../product/isSellable.js';
import { productStock } from '../stock/productStock.js';
import type { Product } from '../types/product.js';

/**
 * Keeps recommended (limited-time-deal) products that are enabled (`isSellable`) — the first
 * variant when the product has variants, else the product itself — and in stock (`productStock`, first variant when
 * there are variants, with the BLOCK_INVENTORY setting). Spec 5 "Loaded data filters".
 *
 * @example
 * availableRecommendedProducts([{ id: 'p', status: 'DISABLED' }]); // []
 */
export function availableRecommendedProducts<P extends Product>(
  products: readonly P[],
  blockInventory = 0,
): P[] {
  return products.filter((product) => {
    const first = product.variants?.[0];
    return isSellable(first ?? product) && productStock(product, first?.id, blockInventory).inStock;
  });
}
