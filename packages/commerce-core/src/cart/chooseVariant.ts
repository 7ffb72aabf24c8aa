import { isSellable } from '../product/isSellable.js';
import type { Maybe } from '../types/common.js';
import type { Product, Variant } from '../types/product.js';

/**
 * The variant a cart line uses. With a `variantId`, that variant (or `null` if the product does
 * not list it). Without one, the first variant (list order) that is sellable (`isSellable`) and has stock
 * (inventory missing or above 0), else the first sellable one, else the first; `null` when the
 * product has no variants.
 *
 * @example
 * chooseVariant({ id: 'p', variants: [{ id: 'a', status: 'ENABLED', inventory: 0 }, { id: 'b', status: 'ENABLED', inventory: 4 }] }); // variant 'b'
 */
export function chooseVariant(
  product: Pick<Product, 'variants'>,
  variantId?: Maybe<string>,
): Variant | null {
  const variants = product.variants ?? [];
  if (variantId) return variants.find((v) => v.id === variantId) ?? null;
  return (
    variants.find((v) => isSellable(v) && (v.inventory == null || v.inventory > 0)) ??
    variants.find(isSellable) ??
    variants[0] ??
    null
  );
}
