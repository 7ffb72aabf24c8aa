import { isSellable, orderLimit, toCartItem } from '@haat/commerce-core';
import type { CartItemSource, InventoryItem } from '@haat/storefront-api/resolvers';
import { productById, variantOf } from '../catalogue/lookup.js';
import { liveStock, type CatalogueSnapshot } from '../catalogue/snapshot.js';

/**
 * One cart line CheckInventory is asked about.
 *
 * @example
 * const query: InventoryQuery = { recordKey: 'k1', productId: 'p1', variantId: null };
 */
export interface InventoryQuery {
  readonly recordKey: string;
  readonly productId: string;
  readonly variantId?: string | null | undefined;
  readonly source?: CartItemSource | null | undefined;
}

const unavailable = (query: InventoryQuery): InventoryItem => ({
  recordKey: query.recordKey,
  productId: query.productId,
  variantId: query.variantId ?? null,
  source: query.source ?? null,
  inventory: 0,
  isAvailable: false,
  collections: [],
  price: 0,
  listingPrice: null,
  minimumOrderQuantity: 1,
  maximumOrderQuantity: 1,
});

/**
 * Live stock, price and order limits of one cart line: stock as storage holds it now (units
 * reserved by orders are gone), price as the cart prices the line (commerce-core `toCartItem`:
 * the deal price for LIMITED_TIME_DEAL lines), min/max by `orderLimit` (default 1). An unknown or
 * unsellable product or variant is unavailable with 0 units.
 *
 * @example
 * inventoryItem(catalogue, { recordKey: 'k1', productId: 'p1' }).inventory; // 7
 */
export function inventoryItem(catalogue: CatalogueSnapshot, query: InventoryQuery): InventoryItem {
  const product = productById(catalogue, query.productId);
  if (!product || !isSellable(product)) return unavailable(query);
  const variant = variantOf(product, query.variantId);
  if (query.variantId && (!variant || !isSellable(variant))) return unavailable(query);
  const priced = toCartItem({
    ...product,
    variantId: query.variantId ?? null,
    cartItemSource: query.source ?? null,
    qty: 1,
  });
  return {
    recordKey: query.recordKey,
    productId: product.id,
    variantId: query.variantId ?? null,
    source: query.source ?? null,
    inventory: liveStock(catalogue, product, query.variantId).available,
    isAvailable: true,
    collections: product.collections,
    price: priced.price ?? 0,
    listingPrice: priced.listingPrice ?? null,
    minimumOrderQuantity: orderLimit(variant?.minimumOrderQuantity ?? product.minimumOrderQuantity),
    maximumOrderQuantity: orderLimit(variant?.maximumOrderQuantity ?? product.maximumOrderQuantity),
  };
}
