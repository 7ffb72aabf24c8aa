import { productAvailability, productStock } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import type { Catalogue } from './index.js';
import { storeSettings } from './settings.js';

/** Stock of a product or one of its variants with the store's BLOCK_INVENTORY (spec 5). */
export function stockOf(
  catalogue: Catalogue,
  product: Product,
  variantId?: string | null,
): { inStock: boolean; available: number } {
  return productStock(product, variantId, storeSettings(catalogue).blockInventory);
}

/** A product is in stock when it (or, with variants, a sellable variant) can be sold now. */
export function isProductInStock(catalogue: Catalogue, product: Product): boolean {
  return productAvailability(product, storeSettings(catalogue).blockInventory).inStock;
}

/** Selling price shown in listings: the first variant's price, else the product's. */
export function sellingPrice(product: Product): number {
  return product.variants[0]?.price ?? product.price;
}
