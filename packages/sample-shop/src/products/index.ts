import { reviews } from '../reviews.js';
import type { Product } from '@haat/storefront-api/catalogue';
import { buildProduct } from './build.js';
import { productId, productSeeds } from './seeds.js';

/** The catalogue: 45 products across the eight family collections. */
export const products: Product[] = productSeeds.map((seed, index) => {
  const id = productId(seed.slug);
  return buildProduct(
    seed,
    index + 1,
    reviews.filter((review) => review.productId === id),
  );
});
