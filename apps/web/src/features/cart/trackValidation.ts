import type { CartChanges, CartItem } from '@haat/commerce-core';
import { track } from '@/lib/analytics/track';
import type { InventoryItem } from '@/lib/schemas/inventory';

/** Spec 7 tracking: "out of stock" and "price mismatch" events for what validation changed. */
export function trackValidation(
  before: readonly CartItem[],
  inventory: readonly InventoryItem[],
  changes: CartChanges,
) {
  const line = (key: string) => before.find((item) => item.recordKey === key);
  const detail = (key: string) => inventory.find((item) => item.recordKey === key);
  for (const key of [...changes.removed, ...changes.unavailable]) {
    const item = line(key);
    if (!item) continue;
    track({
      name: 'out_of_stock',
      productId: item.id,
      variantId: item.variantId ?? null,
      cartQty: item.qty,
      inventoryQty: detail(key)?.inventory ?? 0,
    });
  }
  for (const key of changes.priceChanged) {
    const item = line(key);
    const current = detail(key)?.price;
    if (!item || current === undefined) continue;
    track({
      name: 'price_mismatch',
      productId: item.id,
      variantId: item.variantId ?? null,
      cartPrice: item.price ?? 0,
      currentPrice: current,
    });
  }
}
