import { toPaise } from '../money/paise.js';
import { orderLimit } from '../stock/productStock.js';
import type { CartItem } from '../types/cart.js';
import type { InventoryDetail } from '../types/inventory.js';

/**
 * What `refreshLine` found for one cart line.
 *
 * @example
 * const r: LineRefresh = { line: null, removed: true, unavailable: false, priceChanged: false, collectionsChanged: false, quantityChanged: false };
 */
export interface LineRefresh {
  readonly line: CartItem | null;
  readonly removed: boolean;
  readonly unavailable: boolean;
  readonly priceChanged: boolean;
  readonly collectionsChanged: boolean;
  readonly quantityChanged: boolean;
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x));

const OFFER_PRICED = new Set(['COUPON', 'LIMITED_TIME_DEAL']);

/**
 * Refreshes one line from its CheckInventory entry (spec 4 "Validate"). Stock counts unless the
 * line says `isInventoryEnabled: false` or `continueSellingOutOfStock: true`; then inventory ≤ 0
 * removes the line (spec 5: in the cart logic, in stock means inventory above 0). The quantity is
 * clamped to [min, max] (each default 1; max never below min); a clamped quantity still above
 * the stock marks the line unavailable (kept, for the shopper to fix). Price (except COUPON and
 * LIMITED_TIME_DEAL lines, which the offer prices), collections, inventory and order limits are
 * refreshed on the line and on its variant.
 *
 * @example
 * refreshLine(line, { recordKey: line.recordKey, inventory: 0 }).removed; // true
 */
export function refreshLine(line: CartItem, detail: InventoryDetail): LineRefresh {
  const counts = line.isInventoryEnabled !== false && line.continueSellingOutOfStock !== true;
  const stock = counts ? detail.inventory : null;
  const min = orderLimit(detail.minimumOrderQuantity ?? line.minimumOrderQuantity);
  const max = Math.max(min, orderLimit(detail.maximumOrderQuantity ?? line.maximumOrderQuantity));
  const none = { priceChanged: false, collectionsChanged: false, quantityChanged: false };
  if (stock != null && stock <= 0)
    return { line: null, removed: true, unavailable: false, ...none };
  const qty = Math.min(max, Math.max(min, line.qty));
  const newPrice = OFFER_PRICED.has(line.cartItemSource ?? '') ? null : detail.price;
  const priceChanged = newPrice != null && toPaise(newPrice) !== toPaise(line.price);
  const collectionsChanged =
    detail.collections != null && !sameSet(detail.collections, line.collections ?? []);
  const fresh = {
    ...(priceChanged ? { price: newPrice } : {}),
    ...(detail.inventory != null ? { inventory: detail.inventory } : {}),
    minimumOrderQuantity: min,
    maximumOrderQuantity: max,
  };
  const variants = line.variants?.map((v) => (v.id === line.variantId ? { ...v, ...fresh } : v));
  const refreshed: CartItem = {
    ...line,
    ...fresh,
    ...(variants ? { variants } : {}),
    ...(collectionsChanged ? { collections: detail.collections } : {}),
    qty,
  };
  const unavailable = stock != null && qty > stock;
  return {
    line: refreshed,
    removed: false,
    unavailable,
    priceChanged,
    collectionsChanged,
    quantityChanged: qty !== line.qty,
  };
}
