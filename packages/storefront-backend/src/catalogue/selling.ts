import { productAvailability } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import { listedPrice } from './product-query.js';

/**
 * A product of a snapshot is in stock when it (or, with variants, a sellable variant) can be sold
 * now; the snapshot's stock is already net of BLOCK_INVENTORY.
 *
 * @example
 * isProductInStock(product); // true
 */
export function isProductInStock(product: Product): boolean {
  return productAvailability(product, 0).inStock;
}

/**
 * Selling price shown in listings: the first variant's price, else the product's.
 *
 * @example
 * sellingPrice(product); // 599
 */
export function sellingPrice(product: Product): number {
  return listedPrice(product);
}
