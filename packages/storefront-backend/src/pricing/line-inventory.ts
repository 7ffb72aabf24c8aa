import { isSellable, orderLimit, toCartItem } from '@haat/commerce-core';
import type { CartItemSource, InventoryItem } from '@haat/storefront-api/resolvers';
import { productById, variantOf } from '../catalogue/lookup.js';
import { liveStock, type CatalogueSnapshot } from '../catalogue/snapshot.js';

/**
 * One cart line to look up.
 *
 * @example
 * const query: LineQuery = { recordKey: 'p1--CART', productId: 'p1', source: 'CART' };
 */
export interface LineQuery {
  readonly recordKey: string;
  readonly productId: string;
  readonly variantId?: string | null | undefined;
  readonly source?: CartItemSource | null | undefined;
}

const unavailable = (query: LineQuery): InventoryItem => ({
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
 * Live stock, price and order limits of one cart line (the shape of CheckInventory's items and
 * of OUT_OF_STOCK's `inventoryDetails`): stock from the snapshot (`liveStock`), price as the
 * cart prices the line (`toCartItem`: the deal price for LIMITED_TIME_DEAL lines), min/max by
 * `orderLimit`. Unknown or disabled products and variants are unavailable.
 *
 * @example
 * lineInventory(catalogue, { recordKey: 'p1--CART', productId: 'p1' }).inventory; // 6
 */
export function lineInventory(catalogue: CatalogueSnapshot, query: LineQuery): InventoryItem {
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
