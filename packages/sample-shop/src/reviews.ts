import { DATA_AS_OF } from './constants.js';
import { productSeeds, productId } from './products/seeds.js';
import type { ProductSeed } from './products/seed.js';
import {
  closers,
  complaints,
  familyNoun,
  firstNames,
  lastNames,
  mixed,
  openers,
  praise,
} from './review-text.js';
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

const kindOf = (rating: Rating) => (rating >= 4 ? 'praise' : rating === 3 ? 'mixed' : 'complaint');

/**
 * A review line for the rating, told in words no earlier review used (`used` holds every
 * title + comment so far): the drawn line, with the first opener and closer pair not yet taken,
 * walking from a drawn start. Sample reviews never repeat word for word under different names.
 */
function lineFor(
  random: () => number,
  wording: () => number,
  seed: ProductSeed,
  rating: Rating,
  used: Set<string>,
): ReviewLine {
  const kind = kindOf(rating);
  const line =
    kind === 'praise'
      ? pick(random, praise[seed.family])
      : pick(random, kind === 'mixed' ? mixed : complaints);
  const noun = familyNoun[seed.family];
  const ends = closers[kind];
  const pairs = openers.length * ends.length;
  const start = Math.floor(wording() * pairs);
  for (let step = 0; step < pairs; step += 1) {
    const pair = (start + step) % pairs;
    const comment = [
      openers[pair % openers.length],
      line.comment.replaceAll('{noun}', noun),
      ends[Math.floor(pair / openers.length)],
    ]
      .filter(Boolean)
      .join(' ');
    const key = `${line.title}\n${comment}`;
    if (!used.has(key)) {
      used.add(key);
      return { title: line.title, comment };
    }
  }
  throw new Error(`No unused wording left for "${line.title}": add openers or closers`);
}

/** Photos come with about one in fifteen good reviews of popular products (at most two each). */
function photoCount(random: () => number, seed: ProductSeed, rating: Rating): number {
  if (rating < 4 || seed.reviews.count < 8) return 0;
  const roll = random();
  if (roll < 0.02) return 2;
  return roll < 0.07 ? 1 : 0;
}

function reviewsFor(seed: ProductSeed, used: Set<string>): Review[] {
  const random = seededRandom(`reviews:${seed.slug}`);
  // Its own generator, so ratings, names and dates stay what they were before wording was added.
  const wording = seededRandom(`review-wording:${seed.slug}`);
  const weights = ratingWeights(seed.reviews.mean);
  const span = Math.max(1, daysBetween(seed.listedOn, DATA_AS_OF) - 1);
  return Array.from({ length: seed.reviews.count }, (_, index) => {
    const id = `rev-${seed.slug}-${index + 1}`;
    const rating = drawRating(random, weights);
    const first = pick(random, firstNames);
    const last = pick(random, lastNames);
    const { title, comment } = lineFor(random, wording, seed, rating, used);
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

const usedWording = new Set<string>();

/** Sample reviews of every product, newest last per product; no two share title and comment. */
export const reviews: Review[] = productSeeds.flatMap((seed) =>
  reviewsFor(seed, usedWording).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
);
