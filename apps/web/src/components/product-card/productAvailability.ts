import { productStock, type Product } from '@haat/commerce-core';

/**
 * What a card or the product page can sell: the first enabled variant that is in stock
 * (commerce-core `productStock` with the BLOCK_INVENTORY setting), or the product itself when it
 * has no variants. `variantId` is null for products without variants.
 */
export function productAvailability(
  product: Product,
  blockInventory = 0,
): { inStock: boolean; variantId: string | null } {
  const variants = product.variants ?? [];
  if (variants.length === 0) {
    return { inStock: productStock(product, null, blockInventory).inStock, variantId: null };
  }
  const sellable = variants.find(
    (variant) =>
      variant.status !== 'DISABLED' && productStock(product, variant.id, blockInventory).inStock,
  );
  return sellable
    ? { inStock: true, variantId: sellable.id }
    : { inStock: false, variantId: variants[0]?.id ?? null };
}
