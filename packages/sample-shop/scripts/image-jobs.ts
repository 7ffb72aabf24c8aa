import { collections, products, reviews, store } from '../src/index.js';
import type { ProductSeed } from '../src/products/seed.js';
import { productSeeds } from '../src/products/seeds.js';
import { productImageKey } from '../src/products/build.js';
import type { PromoArt } from './art/scenes.js';
import {
  artOf,
  collectionMobile,
  collectionStrip,
  collectionTile,
  ingredientsCard,
  logo,
  mobileBanner,
  productShot,
  reviewPhoto,
  webBanner,
} from './art/scenes.js';

/** One picture to render: its CDN image key and its SVG at the largest size. */
export interface ImageJob {
  key: string;
  svg: string;
}

function seedOf(slug: string): ProductSeed {
  const seed = productSeeds.find((s) => s.slug === slug);
  if (!seed) throw new Error(`no product ${slug}`);
  return seed;
}

function productJobs(seed: ProductSeed): ImageJob[] {
  const jobs: ImageJob[] = [
    { key: productImageKey(seed.slug, 1), svg: productShot(seed) },
    { key: productImageKey(seed.slug, 2), svg: ingredientsCard(seed) },
  ];
  (seed.variants ?? []).forEach((variant, index) => {
    if (index === 0) return; // the first variant shows the main pack shot
    const count =
      variant.pack === undefined || variant.pack === 'Single'
        ? 1
        : Number(variant.pack.replace(/\D/g, ''));
    jobs.push({
      key: productImageKey(seed.slug, `v${index + 1}`),
      svg: productShot(seed, variant.size ?? seed.size, count),
    });
  });
  return jobs;
}

function reviewJobs(): ImageJob[] {
  return reviews.flatMap((review, index) => {
    const product = products.find((p) => p.id === review.productId);
    if (!product) return [];
    const seed = seedOf(product.slug);
    return review.images.map((key, photo) => ({ key, svg: reviewPhoto(seed, index, photo + 1) }));
  });
}

const promos: Record<string, Omit<PromoArt, 'packs'> & { slugs: string[] }> = {
  'vitamin-c-glow': {
    headline: 'Glow in 4 weeks',
    subline: '10% Vitamin C Serum, now also in a Pack of 2 at ₹1,099',
    cta: 'Shop the serum',
    colour: '#E08A1E',
    accent: '#FFE9C7',
    slugs: ['vitamin-c-brightening-serum', 'glow-trio-combo'],
  },
  'sunscreen-season': {
    headline: 'No white cast. Just SPF 50.',
    subline: 'Any 3 sunscreens for ₹999 with code ANY3AT999',
    cta: 'Shop sunscreens',
    colour: '#E8A317',
    accent: '#FFF4D1',
    slugs: ['invisible-sunscreen-gel-spf50', 'sunscreen-stick-spf50', 'mineral-sunscreen-spf30'],
  },
  'hair-fall-kit': {
    headline: 'Less hair fall in 8 weeks',
    subline: 'Red Onion oil and shampoo, together for ₹649',
    cta: 'Get the kit',
    colour: '#8E3B46',
    accent: '#F7DFE2',
    slugs: ['onion-bhringraj-hair-oil', 'onion-anti-hairfall-shampoo'],
  },
  'new-arrivals': {
    headline: 'Just landed',
    subline: 'Alpha Arbutin, Redensyl and Kokum Body Butter',
    cta: 'See what is new',
    colour: '#5D4E8C',
    accent: '#EAE5F7',
    slugs: ['alpha-arbutin-spot-serum', 'redensyl-hair-serum', 'kokum-body-butter'],
  },
  'diwali-sale': {
    headline: 'Diwali Glow Sale',
    subline: 'Up to 40% off on gift sets, this week only',
    cta: 'Shop gift sets',
    colour: '#B8321F',
    accent: '#FCE3C0',
    slugs: ['glow-trio-combo', 'complete-skincare-routine'],
  },
};

function bannerJobs(): ImageJob[] {
  return store.banners.flatMap((banner) => {
    const promo = promos[banner.name];
    if (!promo) throw new Error(`no artwork for banner ${banner.name}`);
    const art: PromoArt = { ...promo, packs: promo.slugs.map((slug) => artOf(seedOf(slug))) };
    return [
      { key: banner.webKey, svg: webBanner(art) },
      { key: banner.mobileKey, svg: mobileBanner(art) },
    ];
  });
}

function collectionJobs(): ImageJob[] {
  return collections.flatMap((collection) => {
    const members = products
      .filter(
        (p) =>
          p.collections.includes(collection.id) ||
          (collection.id === 'diwali-gift-sets' && p.collections.includes('combos')),
      )
      .sort((a, b) => b.totalOrders - a.totalOrders)
      .map((p) => seedOf(p.slug));
    const lead = members[0];
    if (!lead) throw new Error(`collection ${collection.id} has no products`);
    const art = {
      name: collection.name,
      description: collection.description,
      colour: lead.colour,
      accent: lead.accent,
      packs: members.slice(0, 4).map((seed) => artOf(seed)),
    };
    return [
      { key: collection.imageUrl, svg: collectionTile(art) },
      { key: collection.bannerUrl, svg: collectionStrip(art) },
      { key: collection.mWebBannerUrl, svg: collectionMobile(art) },
    ];
  });
}

/** Every picture the sample data refers to. */
export function imageJobs(): ImageJob[] {
  return [
    { key: store.imageUrl, svg: logo(false) },
    { key: store.darkImageUrl, svg: logo(true) },
    ...productSeeds.flatMap(productJobs),
    ...reviewJobs(),
    ...bannerJobs(),
    ...collectionJobs(),
  ];
}
