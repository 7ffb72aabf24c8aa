import type { CartItem } from '../types/cart.js';
import type { InventoryDetail } from '../types/inventory.js';

/**
 * The CheckInventory entry for a cart line: the one with its record key, else (for entries that
 * carry no record key) the one with its product and variant id.
 *
 * @example
 * findInventoryDetail([{ recordKey: 'p1-v1', inventory: 3 }], line); // the entry, or undefined
 */
export function findInventoryDetail(
  details: readonly InventoryDetail[],
  line: Pick<CartItem, 'id' | 'recordKey' | 'variantId'>,
): InventoryDetail | undefined {
  return (
    details.find((d) => d.recordKey === line.recordKey) ??
    details.find(
      (d) =>
        d.recordKey == null &&
        d.productId === line.id &&
        (d.variantId ?? null) === (line.variantId ?? null),
    )
  );
}
