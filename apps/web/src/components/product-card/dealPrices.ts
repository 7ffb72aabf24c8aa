import { toCartItem, type Product } from '@haat/commerce-core';

/**
 * The price and MRP a limited-time deal shows: exactly those its cart line will carry
 * (commerce-core `toCartItem` for a LIMITED_TIME_DEAL line: the recommended price, and the
 * variant's or product's listing price as MRP), so a deal reads the same on home, in the cart's
 * deal offers and on the cart line. Null when the product has no deal price.
 */
export function dealPrices(
  product: Product,
  variantId: string | null = null,
): { price: number; listingPrice: number | null } | null {
  if (product.recommendPrice == null) return null;
  const line = toCartItem({ ...product, variantId, cartItemSource: 'LIMITED_TIME_DEAL' });
  if (line.price == null) return null;
  return { price: line.price, listingPrice: line.listingPrice ?? null };
}
