import type { Product } from '@haat/commerce-core';
import { stockKey } from '../ports/storage/stock.js';

/**
 * Every stock key of some products, each once: each product's own and those of its variants
 * with their own count (`stockKey`).
 *
 * @example
 * stockKeysOf([{ id: 'p1', variants: [{ id: 'v2', inventory: 3 }, { id: 'v3' }] }]); // ['p1', 'p1:v2']
 */
export function stockKeysOf(products: readonly Product[]): string[] {
  const keys = products.flatMap((p) => [p.id, ...(p.variants ?? []).map((v) => stockKey(p, v.id))]);
  return [...new Set(keys)];
}

/**
 * A product with live stock: each tracked key's `inventory` is its level (`stock.available`);
 * untracked keys (level `null`) keep the catalogue's figures. A variant without its own count
 * keeps no `inventory` of its own: it reads the product's, which is the shared key's level.
 *
 * @example
 * withLiveStock(product, new Map([['p1', 3]])).inventory; // 3
 */
export function withLiveStock<P extends Product>(
  product: P,
  levels: ReadonlyMap<string, number | null>,
): P {
  const level = (variantId: string | null, seeded: number | null | undefined) =>
    levels.get(stockKey(product, variantId)) ?? seeded;
  return {
    ...product,
    inventory: level(null, product.inventory),
    variants: product.variants?.map((variant) =>
      variant.inventory == null
        ? variant
        : { ...variant, inventory: level(variant.id, variant.inventory) },
    ),
  };
}
