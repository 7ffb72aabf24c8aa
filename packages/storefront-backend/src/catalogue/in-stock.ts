import { isSellable, orderLimit, productAvailability, type Product } from '@haat/commerce-core';
import { isTracked } from '../inventory/initial-stock.js';
import { stockKey } from '../ports/storage/stock.js';

/**
 * A product with live stock (a snapshot's, or the catalogue's overlaid with the `stock` levels)
 * is in stock when it (or, with variants, a sellable variant) can be sold now: commerce-core
 * `productAvailability`, its stock already net of BLOCK_INVENTORY. This is the one meaning of
 * the listing's `inStock` filter and IN_STOCK aggregate; the SQL adapter's `inStockCondition`
 * mirrors it and the conformance suite proves the two agree.
 *
 * @example
 * isProductInStock(product); // true
 */
export function isProductInStock(product: Product): boolean {
  return productAvailability(product, 0).inStock;
}

/**
 * A stock key a tracked product is in stock through: when its level reaches `minimum` (the
 * order limit of the variant, else of the product). `seeded` is the catalogue's inventory,
 * which a snapshot reads when the key's row is untracked.
 *
 * @example
 * const key: InStockKey = { key: 'p1:v2', minimum: 1, seeded: 12 };
 */
export interface InStockKey {
  readonly key: string;
  readonly minimum: number;
  readonly seeded: number;
}

/**
 * The part of {@link isProductInStock} that does not depend on stock levels, for a database to
 * store beside the product: an untracked product's answer (`untracked`: it never changes with
 * stock), or, for a tracked one (`untracked: null`), the keys any of which being at its
 * `minimum` makes it in stock: its own key without variants, else its sellable variants' keys
 * (`stockKey`: the product's own key for variants without their own count, listed once with
 * the lowest minimum of those variants). In stock ⇔ untracked ?? (some key's live level ≥ its
 * minimum).
 *
 * @example
 * inStockKeys({ id: 'p1', isInventoryEnabled: true, inventory: 4 });
 * // { untracked: null, keys: [{ key: 'p1', minimum: 1, seeded: 4 }] }
 */
export function inStockKeys(product: Product): {
  untracked: boolean | null;
  keys: InStockKey[];
} {
  if (!isTracked(product)) return { untracked: isProductInStock(product), keys: [] };
  const own = (inventory: number | null | undefined, minimum: number | null | undefined) => ({
    minimum: orderLimit(minimum ?? product.minimumOrderQuantity),
    seeded: Math.floor(inventory ?? product.inventory ?? 0),
  });
  const variants = product.variants ?? [];
  if (variants.length === 0) {
    return { untracked: null, keys: [{ key: product.id, ...own(product.inventory, null) }] };
  }
  const keys = new Map<string, InStockKey>();
  for (const variant of variants.filter(isSellable)) {
    const key = stockKey(product, variant.id);
    const shared = key === product.id;
    const next = {
      key,
      ...own(shared ? product.inventory : variant.inventory, variant.minimumOrderQuantity),
    };
    const seen = keys.get(key);
    if (!seen || next.minimum < seen.minimum) keys.set(key, next);
  }
  return { untracked: null, keys: [...keys.values()] };
}
