import { describe, expect, it } from 'vitest';
import { aReview, NOW, uuid } from './builders.js';
import { PRODUCT } from './catalogue.js';
import { concurrently, type Harness } from './harness.js';

const page = { offset: 0, limit: 10 };

/** Reviews: seeded ones included, one per user and product, owner-only edits, search. */
export function reviewsConformance(harness: Harness): void {
  describe('reviews', () => {
    it('holds the seeded reviews', async () => {
      const { repos } = await harness.open();
      expect(await repos.reviews.byId('seeded-review-1')).toEqual({
        id: 'seeded-review-1',
        userId: 'seed-user-1',
        productId: PRODUCT.fiveLeft,
        verified: true,
        reviewerName: 'Asha',
        reviewerEmail: null,
        rating: 4,
        title: 'Works',
        comment: 'Gentle and effective.',
        images: [],
        createdAt: Date.UTC(2025, 0, 1),
        updatedAt: Date.UTC(2025, 0, 1),
      });
    });

    it('keeps one review per user and product, answering the existing one', async () => {
      const { repos } = await harness.open();
      const first = aReview(10, uuid(1), PRODUCT.tenLeft);
      expect(await repos.reviews.insert(first)).toEqual({ created: true, review: first });
      expect(
        await repos.reviews.insert(aReview(11, uuid(1), PRODUCT.tenLeft, { rating: 1 })),
      ).toEqual({
        created: false,
        existing: first,
      });
      const seeded = aReview(12, 'seed-user-1', PRODUCT.fiveLeft);
      expect((await repos.reviews.insert(seeded)).created).toBe(false);
      expect((await repos.reviews.insert(aReview(13, uuid(1), PRODUCT.fiveLeft))).created).toBe(
        true,
      );
    });

    it('stores one review when 10 submits of one user and product race', async () => {
      const { repos } = await harness.open();
      const outcomes = await concurrently(10, (i) =>
        repos.reviews.insert(aReview(10 + i, uuid(1), PRODUCT.tenLeft)),
      );
      expect(outcomes.filter((o) => o.created)).toHaveLength(1);
      const found = await repos.reviews.search(
        { productId: PRODUCT.tenLeft, userId: uuid(1) },
        'NEWEST',
        page,
      );
      expect(found.total).toBe(1);
    });

    it('lets only the author change a review', async () => {
      const { repos } = await harness.open();
      const review = aReview(10, uuid(1), PRODUCT.tenLeft);
      await repos.reviews.insert(review);
      expect(await repos.reviews.update(uuid(2), review.id, { rating: 1 }, NOW + 5)).toBeNull();
      expect(
        await repos.reviews.update(uuid(1), review.id, { rating: 3, title: 'Fine' }, NOW + 5),
      ).toEqual({
        ...review,
        rating: 3,
        title: 'Fine',
        updatedAt: NOW + 5,
      });
    });

    it('searches by product and filters, sorts, pages and counts ratings over all matches', async () => {
      const { repos } = await harness.open();
      const product = PRODUCT.tenLeft;
      const reviews = [
        aReview(10, uuid(1), product, { rating: 5, createdAt: NOW + 1, images: ['reviews/u-1'] }),
        aReview(11, uuid(2), product, { rating: 2, createdAt: NOW + 2, verified: true }),
        aReview(12, uuid(3), product, { rating: 5, createdAt: NOW + 3 }),
        aReview(13, uuid(4), PRODUCT.oneLeft, { rating: 1 }),
      ];
      for (const review of reviews) await repos.reviews.insert(review);
      const newest = await repos.reviews.search({ productId: product }, 'NEWEST', {
        offset: 0,
        limit: 2,
      });
      expect(newest.items.map((r) => r.id)).toEqual([uuid(12), uuid(11)]);
      expect(newest.total).toBe(3);
      expect(newest.ratingCounts).toEqual([0, 1, 0, 0, 2]);
      const next = await repos.reviews.search({ productId: product }, 'NEWEST', {
        offset: 2,
        limit: 2,
      });
      expect(next.items.map((r) => r.id)).toEqual([uuid(10)]);
      const ids = async (sort: 'OLDEST' | 'RATING_HIGH' | 'RATING_LOW') =>
        (await repos.reviews.search({ productId: product }, sort, page)).items.map((r) => r.id);
      expect(await ids('OLDEST')).toEqual([uuid(10), uuid(11), uuid(12)]);
      expect(await ids('RATING_HIGH')).toEqual([uuid(12), uuid(10), uuid(11)]);
      expect(await ids('RATING_LOW')).toEqual([uuid(11), uuid(12), uuid(10)]);
      const filtered = async (filter: object) =>
        (await repos.reviews.search({ productId: product, ...filter }, 'NEWEST', page)).items.map(
          (r) => r.id,
        );
      expect(await filtered({ rating: 5 })).toEqual([uuid(12), uuid(10)]);
      expect(await filtered({ ratingAtLeast: 3 })).toEqual([uuid(12), uuid(10)]);
      expect(await filtered({ verified: true })).toEqual([uuid(11)]);
      expect(await filtered({ withImages: true })).toEqual([uuid(10)]);
      expect(await filtered({ withImages: false })).toEqual([uuid(12), uuid(11)]);
    });
  });
}
