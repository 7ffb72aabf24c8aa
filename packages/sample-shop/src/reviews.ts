import { DATA_AS_OF } from './constants.js';
import { productSeeds, productId } from './products/seeds.js';
import type { ProductSeed } from './products/seed.js';
import { complaints, familyNoun, firstNames, lastNames, mixed, praise } from './review-text.js';
import type { ReviewLine } from './review-text.js';
import type { Review } from '@haat/storefront-api/catalogue';
import { addDays, daysBetween, hashString, pick, seededRandom } from './util.js';

type Rating = Review['rating'];

/** Rating weights ∝ e^(β·r), with β found by bisection so the expected rating is `mean`. */
function ratingWeights(mean: number): number[] {
  const weightsFor = (beta: number) => [1, 2, 3, 4, 5].map((r) => Math.exp(beta * r));
  const expected = (w: number[]) =>
    w.reduce((s, x, i) => s + x * (i + 1), 0) / w.reduce((s, x) => s + x, 0);
  let lo = -5;
  let hi = 5;
  for (let i = 0; i < 40; i += 1) {
    const mid = (lo + hi) / 2;
    if (expected(weightsFor(mid)) < mean) lo = mid;
    else hi = mid;
  }
  return weightsFor((lo + hi) / 2);
}

function drawRating(random: () => number, weights: number[]): Rating {
  const total = weights.reduce((s, x) => s + x, 0);
  let roll = random() * total;
  for (let i = 0; i < weights.length; i += 1) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return (i + 1) as Rating;
  }
  return 5;
}

function lineFor(random: () => number, seed: ProductSeed, rating: Rating): ReviewLine {
  const line =
    rating >= 4
      ? pick(random, praise[seed.family])
      : pick(random, rating === 3 ? mixed : complaints);
  const noun = familyNoun[seed.family];
  return { title: line.title, comment: line.comment.replaceAll('{noun}', noun) };
}

/** Photos come with about one in fifteen good reviews of popular products (at most two each). */
function photoCount(random: () => number, seed: ProductSeed, rating: Rating): number {
  if (rating < 4 || seed.reviews.count < 8) return 0;
  const roll = random();
  if (roll < 0.02) return 2;
  return roll < 0.07 ? 1 : 0;
}

function reviewsFor(seed: ProductSeed): Review[] {
  const random = seededRandom(`reviews:${seed.slug}`);
  const weights = ratingWeights(seed.reviews.mean);
  const span = Math.max(1, daysBetween(seed.listedOn, DATA_AS_OF) - 1);
  return Array.from({ length: seed.reviews.count }, (_, index) => {
    const id = `rev-${seed.slug}-${index + 1}`;
    const rating = drawRating(random, weights);
    const first = pick(random, firstNames);
    const last = pick(random, lastNames);
    const { title, comment } = lineFor(random, seed, rating);
    const photos = photoCount(random, seed, rating);
    const createdAt = addDays(seed.listedOn, 1 + Math.floor(random() * span), '14:30:00.000Z');
    return {
      id,
      userId: `usr-${hashString(`${first} ${last}`).toString(36)}`,
      verified: random() < 0.8,
      reviewer: {
        name: `${first} ${last.charAt(0)}.`,
        email: `${first}.${last}@example.com`.toLowerCase(),
      },
      productId: productId(seed.slug),
      rating,
      comment,
      title,
      images: Array.from({ length: photos }, (_, i) => `reviews/${id}-${i + 1}`),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** Sample reviews of every product, newest last per product. */
export const reviews: Review[] = productSeeds.flatMap((seed) =>
  reviewsFor(seed).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
);
