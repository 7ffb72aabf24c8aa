import type { Maybe } from '../types/common.js';
import type { Product } from '../types/product.js';
import { stockPool } from './stockPool.js';

/**
 * Inventory reported for products whose stock is not tracked or that keep selling when out of
 * stock (spec 9 "Inventory shown as 99").
 *
 * @example
 * UNTRACKED_INVENTORY; // 99
 */
export const UNTRACKED_INVENTORY = 99;

/**
 * Order-quantity limit with the spec default: a missing (or non-positive) limit is 1.
 *
 * @example
 * orderLimit(null); // 1
 */
export function orderLimit(value: Maybe<number>): number {
  return value != null && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
}

/**
 * Stock of a product or one of its variants (spec 5 "Inventory and stock"). Tracking is on when
 * `isInventoryEnabled` is true; then, unless `continueSellingOutOfStock`, available =
 * max(0, inventory − blockInventory) (the BLOCK_INVENTORY setting) and in stock means available
 * ≥ minimumOrderQuantity (default 1). Otherwise it is in stock unless `availability` is set to
 * something other than 'in stock', and available is 99. The inventory read is the count the line
 * draws on (`stockPool`): a variant's own `inventory`, else the product's shared count (no
 * variant, an unknown one, or one without its own `inventory`); the minimum is the variant's,
 * else the product's.
 *
 * @example
 * productStock({ id: 'p', isInventoryEnabled: true, inventory: 3 }, undefined, 2); // { inStock: true, available: 1 }
 */
export function productStock(
  product: Product,
  variantId?: Maybe<string>,
  blockInventory = 0,
): { inStock: boolean; available: number } {
  const tracked = product.isInventoryEnabled === true && product.continueSellingOutOfStock !== true;
  if (!tracked) {
    const availability = product.availability?.trim().toLowerCase();
    return {
      inStock: !availability || availability === 'in stock',
      available: UNTRACKED_INVENTORY,
    };
  }
  const variant = variantId == null ? undefined : product.variants?.find((v) => v.id === variantId);
  const inventory = (stockPool(product, variantId) === null ? product : variant)?.inventory ?? 0;
  const available = Math.max(0, Math.floor(inventory - (blockInventory || 0)));
  const minimum = orderLimit(variant?.minimumOrderQuantity ?? product.minimumOrderQuantity);
  return { inStock: available >= minimum, available };
}
