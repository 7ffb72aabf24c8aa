import { productStock, readStoreSettings, type Product } from '@haat/commerce-core';
import type { CatalogueSeed } from '../ports/storage/catalogue.js';
import { stockKey } from '../ports/storage/stock.js';

/**
 * One stock key as a fresh storage holds it.
 *
 * @example
 * const row: InitialStockRow = { key: 'p1:v2', tracked: true, onHand: 7 };
 */
export interface InitialStockRow {
  readonly key: string;
  readonly tracked: boolean;
  /** Sellable units; 0 for untracked keys (they have no limit). */
  readonly onHand: number;
}

/**
 * Whether a product's stock is counted (spec 5 "Inventory and stock"): tracking on and not
 * selling on when out of stock. Mirrors the test inside commerce-core `productStock`, which does
 * not export it.
 *
 * @example
 * isTracked({ id: 'p1', isInventoryEnabled: true }); // true
 */
export const isTracked = (product: Product): boolean =>
  product.isInventoryEnabled === true && product.continueSellingOutOfStock !== true;

/**
 * The stock every storage adapter starts from: one key per product, and one per variant with
 * its own `inventory` (see `stockKey`); a variant without its own count has no key of its own,
 * it draws on the product's. onHand = what commerce-core `productStock` reports available with
 * the store's BLOCK_INVENTORY (inventory minus the block, floored at 0). Variants follow their
 * product's tracking.
 *
 * @example
 * initialStock({ settings: [{ key: 'BLOCK_INVENTORY', value: '2' }], products: [
 *   { id: 'p1', slug: 'p1', isInventoryEnabled: true, inventory: 5,
 *     variants: [{ id: 'a', inventory: 4 }, { id: 'b' }] }] });
 * // [{ key: 'p1', tracked: true, onHand: 3 }, { key: 'p1:a', tracked: true, onHand: 2 }]
 */
export function initialStock(
  catalogue: Pick<CatalogueSeed, 'products' | 'settings'>,
): InitialStockRow[] {
  const { blockInventory } = readStoreSettings(catalogue.settings);
  return catalogue.products.flatMap((product) => {
    const tracked = isTracked(product);
    const rows = new Map<string, InitialStockRow>();
    for (const variantId of [null, ...(product.variants ?? []).map((variant) => variant.id)]) {
      const key = stockKey(product, variantId);
      if (rows.has(key)) continue;
      const onHand = tracked ? productStock(product, variantId, blockInventory).available : 0;
      rows.set(key, { key, tracked, onHand });
    }
    return [...rows.values()];
  });
}
