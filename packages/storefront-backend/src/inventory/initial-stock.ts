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
 * The stock every storage adapter starts from: one key per product and per variant (see
 * `stockKey`), onHand = what commerce-core `productStock` reports available with the store's
 * BLOCK_INVENTORY (inventory minus the block, floored at 0; a variant without its own inventory
 * reads the product's). Variants follow their product's tracking.
 *
 * @example
 * initialStock({ settings: [{ key: 'BLOCK_INVENTORY', value: '2' }], products: [
 *   { id: 'p1', slug: 'p1', isInventoryEnabled: true, inventory: 5 }] });
 * // [{ key: 'p1', tracked: true, onHand: 3 }]
 */
export function initialStock(
  catalogue: Pick<CatalogueSeed, 'products' | 'settings'>,
): InitialStockRow[] {
  const { blockInventory } = readStoreSettings(catalogue.settings);
  return catalogue.products.flatMap((product) => {
    const tracked = isTracked(product);
    const row = (variantId: string | null): InitialStockRow => ({
      key: stockKey(product.id, variantId),
      tracked,
      onHand: tracked ? productStock(product, variantId, blockInventory).available : 0,
    });
    return [row(null), ...(product.variants ?? []).map((variant) => row(variant.id))];
  });
}
