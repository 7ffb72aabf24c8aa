import type { Product } from '@haat/storefront-api/catalogue';
import { listedPrice } from './product-query.js';

/**
 * Selling price shown in listings: the first variant's price, else the product's.
 *
 * @example
 * sellingPrice(product); // 599
 */
export function sellingPrice(product: Product): number {
  return listedPrice(product);
}
