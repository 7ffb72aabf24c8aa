import type { CatalogueSeed } from '../ports/storage/catalogue.js';
import { initialStock } from '../inventory/initial-stock.js';
import { isProductInStock } from './in-stock.js';
import { withLiveStock } from './live-stock.js';

/**
 * Whether a product is in stock with the stock a catalogue gives it when written (seeding, or a
 * catalogue load, after which every key can sell what the file says): {@link isProductInStock}
 * over `initialStock`'s levels. A database writing many products stores this with each instead
 * of recounting them one by one afterwards.
 *
 * @example
 * initiallyInStock({ id: 'p1', slug: 'p1', isInventoryEnabled: true, inventory: 2 }, [
 *   { key: 'BLOCK_INVENTORY', value: '2' },
 * ]); // false: nothing left once the block is kept back
 */
export function initiallyInStock(
  product: CatalogueSeed['products'][number],
  settings: CatalogueSeed['settings'],
): boolean {
  const levels = new Map(
    initialStock({ settings, products: [product] }).map((row) => [
      row.key,
      row.tracked ? row.onHand : null,
    ]),
  );
  return isProductInStock(withLiveStock(product, levels));
}
