import type { AdminProduct, AdminVariant } from '@haat/storefront-api/admin-resolvers';
import type { Image, Product, Variant } from '@haat/storefront-api/catalogue';

/** Image keys in display order (by position). */
const keysOf = (images: readonly Image[] | null | undefined): string[] =>
  [...(images ?? [])].sort((a, b) => a.position - b.position).map((image) => image.imageKey);

const status = (value: string | null | undefined): AdminProduct['status'] =>
  value === 'ENABLED' ? 'ENABLED' : 'DISABLED';

/**
 * A variant as staff see and edit it (the admin contract's `AdminVariant` without the version).
 *
 * @example
 * variantSnapshot(serum.variants[0]).price; // 499
 */
export function variantSnapshot(variant: Variant): Omit<AdminVariant, 'version'> {
  return {
    id: variant.id,
    productId: variant.productId,
    title: variant.title,
    status: status(variant.status),
    price: variant.price,
    listingPrice: variant.listingPrice ?? null,
    costPrice: variant.costPrice ?? null,
    sku: variant.sku || null,
    minimumOrderQuantity: variant.minimumOrderQuantity ?? null,
    maximumOrderQuantity: variant.maximumOrderQuantity ?? null,
    imageKeys: keysOf(variant.images),
  };
}

/**
 * A product as staff see and edit it (the admin contract's `AdminProduct` without the version):
 * what the admin API answers and what the audit log keeps before and after a change.
 *
 * @example
 * productSnapshot(serum).listingPrice; // 599 (the MRP)
 */
export function productSnapshot(product: Product): Omit<AdminProduct, 'version' | 'variants'> & {
  readonly variants: readonly Omit<AdminVariant, 'version'>[];
} {
  return {
    id: product.id,
    title: product.title,
    slug: product.slug,
    status: status(product.status),
    price: product.price,
    listingPrice: product.listingPrice ?? null,
    costPrice: product.costPrice ?? null,
    sku: product.sku || null,
    minimumOrderQuantity: product.minimumOrderQuantity ?? null,
    maximumOrderQuantity: product.maximumOrderQuantity ?? null,
    collections: [...(product.collections ?? [])],
    tags: [...(product.tags ?? [])],
    productDescription: product.productDescription ?? null,
    imageKeys: keysOf(product.images),
    isInventoryEnabled: product.isInventoryEnabled ?? false,
    continueSellingOutOfStock: product.continueSellingOutOfStock ?? false,
    hsnCode: product.hsnCode ?? null,
    gstRate: product.gstRate ?? null,
    variants: (product.variants ?? []).map(variantSnapshot),
    updatedAt: product.updatedAt ?? null,
  };
}
