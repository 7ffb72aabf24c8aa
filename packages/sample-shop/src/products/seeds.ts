import { bodySeeds } from './body.js';
import { comboSeeds } from './combos.js';
import { faceWashSeeds } from './face-wash.js';
import { hairOilSeeds, shampooSeeds } from './hair.js';
import { moisturiserSeeds } from './moisturiser.js';
import type { ProductSeed } from './seed.js';
import { serumSeeds } from './serum.js';
import { sunscreenSeeds } from './sunscreen.js';

/** Every product seed, in catalogue position order. */
export const productSeeds: ProductSeed[] = [
  ...faceWashSeeds,
  ...serumSeeds,
  ...moisturiserSeeds,
  ...sunscreenSeeds,
  ...hairOilSeeds,
  ...shampooSeeds,
  ...bodySeeds,
  ...comboSeeds,
];

/** A product's id from its slug. */
export function productId(slug: string): string {
  return `prd-${slug}`;
}
