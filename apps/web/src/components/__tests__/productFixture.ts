import type { ProductData, ProductVariant } from '@/lib/schemas/product';

/** A variant for tests: enabled, tracked stock of 10, ₹599 (MRP ₹699). */
export function variantFixture(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id: 'v1',
    productId: 'p1',
    title: '30 ml',
    price: 599,
    listingPrice: 699,
    inventory: 10,
    status: 'ENABLED',
    minimumOrderQuantity: 1,
    maximumOrderQuantity: 5,
    productVariantOptionIds: [],
    ...overrides,
  };
}

/** A product for tests: tracked inventory, no variants unless given. */
export function productFixture(overrides: Partial<ProductData> = {}): ProductData {
  return {
    id: 'p1',
    title: 'Vitamin C Serum',
    slug: 'vitamin-c-serum',
    status: 'ENABLED',
    collections: ['serum'],
    price: 599,
    listingPrice: 699,
    tags: [],
    thumbImages: [],
    inventory: 10,
    isInventoryEnabled: true,
    minimumOrderQuantity: 1,
    maximumOrderQuantity: 5,
    rating: 4.5,
    totalRatings: 24,
    variantGroups: [],
    variants: [],
    images: [
      {
        id: 'i1',
        imageKey: 'products/vitamin-c-serum-1',
        width: 800,
        height: 800,
        alt: 'Serum bottle',
      },
    ],
    ...overrides,
  };
}
