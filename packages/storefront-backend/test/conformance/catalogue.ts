import type { SeedReview } from '../../src/ports/storage/catalogue.js';

/** The product ids of the conformance catalogue, named by their stock. */
export const PRODUCT = Object.freeze({
  oneLeft: 'one-left',
  fiveLeft: 'five-left',
  tenLeft: 'ten-left',
  soldOut: 'sold-out',
  untracked: 'untracked',
  keepsSelling: 'keeps-selling',
  sizes: 'sizes',
});

const SEEDED_REVIEW: SeedReview = {
  id: 'seeded-review-1',
  userId: 'seed-user-1',
  productId: PRODUCT.fiveLeft,
  verified: true,
  rating: 4,
  title: 'Works',
  comment: 'Gentle and effective.',
  images: [],
  reviewer: { name: 'Asha', email: null },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const tracked = (id: string, inventory: number) => ({
  id,
  slug: `${id}-slug`,
  title: id,
  isInventoryEnabled: true,
  continueSellingOutOfStock: false,
  inventory,
  variants: [],
});

/**
 * The small catalogue every adapter is seeded with by the conformance suite: tracked products
 * with 1, 5, 10 and 0 units, an untracked one, one that keeps selling when out of stock, one with
 * two variants (2 and 4 units), one seeded review, a pin code, a FAQ and a linked product.
 * `blockInventory` sets the store's BLOCK_INVENTORY (0 by default). (It fits `CatalogueSeed`:
 * `Storage<ConformanceCatalogue>` would not compile otherwise.)
 *
 * @example
 * const seed = conformanceCatalogue({ blockInventory: 2 });
 */
export function conformanceCatalogue(options: { readonly blockInventory?: number } = {}) {
  return {
    storeId: 'conformance-store',
    store: { id: 'conformance-store', name: 'Conformance' },
    settings: [{ key: 'BLOCK_INVENTORY', value: String(options.blockInventory ?? 0) }],
    menus: [],
    collections: [{ id: 'serums', slug: 'serums' }],
    products: [
      tracked(PRODUCT.oneLeft, 1),
      tracked(PRODUCT.fiveLeft, 5),
      tracked(PRODUCT.tenLeft, 10),
      tracked(PRODUCT.soldOut, 0),
      { ...tracked(PRODUCT.untracked, 0), isInventoryEnabled: false },
      { ...tracked(PRODUCT.keepsSelling, 0), continueSellingOutOfStock: true },
      {
        ...tracked(PRODUCT.sizes, 50),
        variants: [
          { id: 'small', inventory: 2 },
          { id: 'large', inventory: 4 },
        ],
      },
    ],
    variantGroups: [{ id: 'size' }],
    coupons: [{ id: 'coupon-1', code: 'WELCOME10' }],
    shippingTiers: [],
    loyaltyRuleEngines: [],
    zipCodes: [{ id: '560001', cod: true, prepaid: true }],
    faqs: [{ id: 'faq-1', productId: PRODUCT.fiveLeft, title: 'How to use?' }],
    linkedProducts: [
      { id: 'link-1', productId: PRODUCT.fiveLeft, linkedProductId: PRODUCT.tenLeft },
    ],
    reviews: [SEEDED_REVIEW],
  };
}

/**
 * The type of the conformance catalogue.
 *
 * @example
 * const create = async (seed: ConformanceCatalogue) => ({ storage: createMemoryStorage({ seed }), close: async () => {} });
 */
export type ConformanceCatalogue = ReturnType<typeof conformanceCatalogue>;
