import { isSellable } from '../product/isSellable.js';
import type { Product } from '../types/product.js';
import { productStock } from './productStock.js';

/**
 * What can be sold of a product now: the first variant (list order) that is sellable
 * (`isSellable`) and in stock (`productStock` with the BLOCK_INVENTORY setting), or the product
 * itself when it has no variants. `variantId` is that variant; when none can be sold it is the
 * first variant (what a card shows), and null for a product without variants.
 *
 * @example
 * productAvailability({ id: 'p', variants: [{ id: 'a', status: 'DISABLED' }, { id: 'b', status: 'ENABLED' }] });
 * // { inStock: true, variantId: 'b' }
 */
export function productAvailability(
  product: Product,
  blockInventory = 0,
): { inStock: boolean; variantId: string | null } {
  const variants = product.variants ?? [];
  if (variants.length === 0) {
    return { inStock: productStock(product, null, blockInventory).inStock, variantId: null };
  }
  const sellable = variants.find(
    (variant) => isSellable(variant) && productStock(product, variant.id, blockInventory).inStock,
  );
  return sellable
    ? { inStock: true, variantId: sellable.id }
    : { inStock: false, variantId: variants[0]?.id ?? null };
}
