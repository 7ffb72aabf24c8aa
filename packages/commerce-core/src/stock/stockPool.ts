import type { Maybe } from '../types/common.js';
import type { Product } from '../types/product.js';

/**
 * Whose count a line of a product draws on (spec 5 "Inventory and stock"): the id of a variant
 * that has its own `inventory`, or null for the product's one shared count — a line without a
 * variant, a variant the product does not list, and a variant without its own `inventory`.
 * Variants without their own count share the product's, what the shop physically has: three
 * such variants of a product with 10 units sell 10 between them, never 10 each (issue 21).
 * `productStock` reads the count this names; storage keys its stock by it (the backend's
 * `stockKey`).
 *
 * @example
 * stockPool({ id: 'p', variants: [{ id: 'a', inventory: 4 }, { id: 'b' }] }, 'a'); // 'a'
 * stockPool({ id: 'p', variants: [{ id: 'a', inventory: 4 }, { id: 'b' }] }, 'b'); // null
 */
export function stockPool(
  product: Pick<Product, 'variants'>,
  variantId?: Maybe<string>,
): string | null {
  if (variantId == null) return null;
  const variant = product.variants?.find((candidate) => candidate.id === variantId);
  return variant?.inventory != null ? variant.id : null;
}
