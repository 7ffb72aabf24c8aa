import type { Family } from './products/seed.js';
import type { Category } from '@haat/storefront-api/catalogue';

const skin: Category = { id: 'cat-skin', name: 'Skin', slug: 'skin' };
const hair: Category = { id: 'cat-hair', name: 'Hair', slug: 'hair' };
const body: Category = { id: 'cat-body', name: 'Body', slug: 'body' };
const combos: Category = { id: 'cat-combos', name: 'Combos', slug: 'combos' };

function sub(slug: Family, name: string): Category {
  return { id: `sub-${slug}`, name, slug };
}

/**
 * Category and sub-category of each product family. A sub-category's slug equals the id and
 * slug of the family's collection, so `/shop?category=serum` and the `serum` collection agree.
 */
export const familyCategories: Record<Family, { category: Category; subCategory: Category }> = {
  'face-wash': { category: skin, subCategory: sub('face-wash', 'Face Wash') },
  serum: { category: skin, subCategory: sub('serum', 'Serums') },
  moisturiser: { category: skin, subCategory: sub('moisturiser', 'Moisturisers') },
  sunscreen: { category: skin, subCategory: sub('sunscreen', 'Sunscreen') },
  'hair-oil': { category: hair, subCategory: sub('hair-oil', 'Hair Oils & Serums') },
  shampoo: { category: hair, subCategory: sub('shampoo', 'Shampoo & Conditioner') },
  'body-lotion': { category: body, subCategory: sub('body-lotion', 'Body Lotions & Butters') },
  combos: { category: combos, subCategory: sub('combos', 'Kits & Combos') },
};

export const categories: Category[] = [skin, hair, body, combos];
