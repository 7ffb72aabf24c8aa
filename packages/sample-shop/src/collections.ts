import type { CollectionType, SortOption } from '@haat/storefront-api/catalogue';

interface CollectionSeed {
  slug: string;
  name: string;
  title: string;
  description: string;
  priority: number;
  defaultSorting?: SortOption;
  isArchive?: boolean;
  showOutOfStockProducts?: boolean;
}

/** Image keys of a collection: square tile, web banner strip and mobile banner. */
export function collectionImageKeys(slug: string): {
  imageUrl: string;
  bannerUrl: string;
  mWebBannerUrl: string;
} {
  return {
    imageUrl: `collections/${slug}`,
    bannerUrl: `collections/${slug}-banner`,
    mWebBannerUrl: `collections/${slug}-banner-m`,
  };
}

// Priorities are deliberately not in list order, so sorting by priority is observable.
const seeds: CollectionSeed[] = [
  {
    slug: 'serum',
    name: 'Serums',
    title: 'Face Serums',
    description: 'Targeted actives for glow, acne marks, pigmentation and hydration.',
    priority: 1,
  },
  {
    slug: 'face-wash',
    name: 'Face Wash',
    title: 'Face Wash & Cleansers',
    description: 'Gentle, pH-balanced cleansers for oily, dry and acne-prone skin.',
    priority: 3,
  },
  {
    slug: 'moisturiser',
    name: 'Moisturisers',
    title: 'Moisturisers & Creams',
    description: 'Gels for oily skin, creams for dry skin, and a lip balm you will not lose.',
    priority: 4,
  },
  {
    slug: 'sunscreen',
    name: 'Sunscreen',
    title: 'Sunscreens',
    description: 'High-protection sunscreens made for Indian weather, with no white cast.',
    priority: 2,
    defaultSorting: 'best-seller',
  },
  {
    slug: 'hair-oil',
    name: 'Hair Oils',
    title: 'Hair Oils & Scalp Serums',
    description: 'Ayurvedic oils and modern scalp serums for hair fall and growth.',
    priority: 6,
  },
  {
    slug: 'shampoo',
    name: 'Shampoo',
    title: 'Shampoo & Conditioner',
    description: 'Sulphate-free washes for hair fall, dandruff and frizz.',
    priority: 7,
    showOutOfStockProducts: false,
  },
  {
    slug: 'body-lotion',
    name: 'Body Care',
    title: 'Body Lotions & Butters',
    description: 'Lotions, butters and gels for soft skin from shoulders to heels.',
    priority: 8,
  },
  {
    slug: 'combos',
    name: 'Combos',
    title: 'Kits & Combos',
    description: 'Complete routines at a better price, boxed and ready to gift.',
    priority: 5,
    defaultSorting: 'price-low',
  },
  {
    slug: 'bestsellers',
    name: 'Bestsellers',
    title: 'Our Bestsellers',
    description: 'The products India keeps coming back for.',
    priority: 0,
    defaultSorting: 'best-seller',
  },
  {
    slug: 'new-arrivals',
    name: 'New Arrivals',
    title: 'New Arrivals',
    description: 'Just launched: be the first to try them.',
    priority: 9,
    defaultSorting: 'latest',
  },
  {
    slug: 'diwali-gift-sets',
    name: 'Diwali Gift Sets',
    title: 'Diwali Gift Sets 2025',
    description: 'Last season’s festive gift boxes.',
    priority: 10,
    isArchive: true,
  },
];

/** Collections; a collection's id equals its slug. */
export const collections: CollectionType[] = seeds.map((seed) => ({
  id: seed.slug,
  slug: seed.slug,
  name: seed.name,
  title: seed.title,
  description: seed.description,
  priority: seed.priority,
  ...collectionImageKeys(seed.slug),
  defaultSorting: seed.defaultSorting ?? 'default',
  isArchive: seed.isArchive ?? false,
  showOutOfStockProducts: seed.showOutOfStockProducts ?? true,
}));
