import { productStock } from '../stock/productStock.js';
import type { Product } from '../types/product.js';

/**
 * Keeps recommended (limited-time-deal) products that are enabled — the first variant's status
 * when the product has variants, else its own — and in stock (`productStock`, first variant when
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
    const status = first ? first.status : product.status;
    return status !== 'DISABLED' && productStock(product, first?.id, blockInventory).inStock;
  });
}
