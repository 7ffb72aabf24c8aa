import { isSellable } from '../product/isSellable.js';
import type { Maybe } from '../types/common.js';
import type { Product, Variant } from '../types/product.js';
import { stockPool } from '../stock/stockPool.js';

/**
 * The variant a cart line uses. With a `variantId`, that variant (or `null` if the product does
 * not list it). Without one, the first variant (list order) that is sellable (`isSellable`) and has
 * stock (the count it draws on, `stockPool`: its own inventory, else the product's shared one,
 * missing or above 0), else the first sellable one, else the first; `null` when the product has
 * no variants.
 *
 * @example
 * chooseVariant({ id: 'p', variants: [{ id: 'a', status: 'ENABLED', inventory: 0 }, { id: 'b', status: 'ENABLED', inventory: 4 }] }); // variant 'b'
 */
export function chooseVariant(
  product: Pick<Product, 'variants' | 'inventory'>,
  variantId?: Maybe<string>,
): Variant | null {
  const variants = product.variants ?? [];
  if (variantId) return variants.find((v) => v.id === variantId) ?? null;
  const hasStock = (v: Variant): boolean => {
    const count = stockPool(product, v.id) === null ? product.inventory : v.inventory;
    return count == null || count > 0;
  };
  return (
    variants.find((v) => isSellable(v) && hasStock(v)) ??
    variants.find(isSellable) ??
    variants[0] ??
    null
  );
}
