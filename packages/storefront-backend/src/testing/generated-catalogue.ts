import { sampleShop, STORE_ID } from '@haat/sample-shop';
import type { ShopCatalogue } from '../deps.js';

type Product = ShopCatalogue['products'][number];

/** A small deterministic random source (mulberry32), so every run generates the same shop. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  'Glow',
  'Calming',
  'Hydrating',
  'Brightening',
  'Radiant',
  'Soothing',
  'Clarifying',
  'Nourishing',
  'Gentle',
  'Daily',
  'Intense',
  'Velvet',
  'Pure',
  'Herbal',
  'Royal',
  'Matte',
  'Dewy',
  'Silk',
];
const INGREDIENTS = [
  'Vitamin C',
  'Niacinamide',
  'Neem',
  'Saffron',
  'Aloe',
  'Turmeric',
  'Rose',
  'Sandalwood',
  'Hyaluronic',
  'Retinol',
  'Green Tea',
  'Charcoal',
  'Kumkumadi',
  'Ubtan',
  'Coconut',
  'Amla',
  'Bhringraj',
  'Onion',
  'Tea Tree',
  'Ceramide',
  'Salicylic',
  'Licorice',
  'Papaya',
  'Honey',
];
const KINDS = [
  'Serum',
  'Face Wash',
  'Moisturiser',
  'Sunscreen',
  'Face Oil',
  'Toner',
  'Mask',
  'Cleanser',
  'Hair Oil',
  'Shampoo',
  'Lip Balm',
  'Body Lotion',
  'Scrub',
  'Night Cream',
  'Eye Gel',
  'Mist',
];
const TAGS = ['best-seller', 'featured', 'trending'] as const;
const VENDORS = ['Haat Skincare', 'Haat Naturals', 'Kesar Labs', 'Van Veda', 'Shuddh'];

const pick = <T>(next: () => number, values: readonly T[]): T =>
  values[Math.floor(next() * values.length)] as T;

/** Prices in paise, many ending in odd paise (₹8.70, ₹499.95) as real shops price. */
const price = (next: () => number): number => Math.round(next() * 250_000 + 99) / 100;

/**
 * A catalogue of `count` products generated from the sample shop's shape: each product is a
 * sample product with a new id, slug and title (adjective, ingredient, kind: ~7,000 distinct
 * titles), varied tags, collections, vendor, prices (odd paise included), rating, orders,
 * recommendation, creation date, status and stock, and new variant ids. The rest of the shop
 * (store, settings, collections, coupons…) is the sample shop's; FAQs, linked products and
 * reviews are left empty. The same `count` and `seed` always give the same catalogue.
 *
 * @example
 * const shop = generatedCatalogue(20_000);
 * shop.products.length; // 20000
 */
export function generatedCatalogue(count: number, seed = 7): ShopCatalogue {
  const next = random(seed);
  const collectionIds = sampleShop.collections.map((collection) => collection.id);
  const products: Product[] = [];
  for (let index = 0; index < count; index += 1) {
    const template = sampleShop.products[index % sampleShop.products.length] as Product;
    const id = `gen-${index}`;
    const title = `${pick(next, ADJECTIVES)} ${pick(next, INGREDIENTS)} ${pick(next, KINDS)}`;
    const base = price(next);
    const tracked = next() > 0.1;
    const variants = template.variants.map((variant, position) => ({
      ...variant,
      id: `${id}-v${position}`,
      productId: id,
      price: position === 0 ? base : price(next),
      inventory: Math.floor(next() * 6),
      status: next() > 0.05 ? variant.status : 'DISABLED',
    }));
    products.push({
      ...template,
      id,
      slug: `${title.toLowerCase().replaceAll(' ', '-')}-${index}`,
      title,
      price: base,
      listingPrice: Math.round(base * 130) / 100,
      vendor: pick(next, VENDORS),
      tags: TAGS.filter(() => next() > 0.7),
      collections: collectionIds.filter(() => next() > 0.8),
      rating: Math.round(next() * 40 + 10) / 10,
      totalRatings: Math.floor(next() * 500),
      totalOrders: Math.floor(next() * 10_000),
      recommended: next() > 0.97,
      recommendPriority: next() > 0.5 ? Math.floor(next() * 100) : null,
      isFeatured: next() > 0.9,
      status: next() > 0.03 ? 'ENABLED' : 'DISABLED',
      position: index,
      createdAt: new Date(
        Date.UTC(2024, 0, 1) + Math.floor(next() * 700) * 86_400_000,
      ).toISOString(),
      isInventoryEnabled: tracked,
      continueSellingOutOfStock: tracked && next() > 0.95,
      inventory: Math.floor(next() * 8),
      variants,
      metadata: {
        ...template.metadata,
        keywords: `${title.toLowerCase()}, ${template.metadata?.keywords ?? ''}`,
      },
    });
  }
  return {
    storeId: STORE_ID,
    ...sampleShop,
    products,
    faqs: [],
    linkedProducts: [],
    reviews: [],
  };
}
