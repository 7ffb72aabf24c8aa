import type { ReviewFilter, ReviewSort, ReviewsRepository } from '@haat/storefront-backend';
import { wholeNumber } from '@haat/storefront-backend';
import { and, asc, count, desc, eq, gte, not, sql, type SQL } from 'drizzle-orm';
import { reviews } from '../schema/index.js';
import type { Run } from './executor.js';
import { reviewOf } from './records.js';

const where = (filter: ReviewFilter): SQL | undefined =>
  and(
    filter.productId === undefined ? undefined : eq(reviews.productId, filter.productId),
    filter.userId === undefined ? undefined : eq(reviews.userId, filter.userId),
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    filter.ratingAtLeast === undefined ? undefined : gte(reviews.rating, filter.ratingAtLeast),
    filter.verified === undefined ? undefined : eq(reviews.verified, filter.verified),
    filter.withImages === undefined
      ? undefined
      : filter.withImages
        ? sql`cardinality(${reviews.images}) > 0`
        : sql`cardinality(${reviews.images}) = 0`,
  );

const idOrder = asc(sql`${reviews.id} collate "C"`);

const ORDERS: Readonly<Record<ReviewSort, readonly SQL[]>> = {
  NEWEST: [desc(reviews.createdAt), idOrder],
  OLDEST: [asc(reviews.createdAt), idOrder],
  RATING_HIGH: [desc(reviews.rating), desc(reviews.createdAt), idOrder],
  RATING_LOW: [asc(reviews.rating), desc(reviews.createdAt), idOrder],
};

/**
 * Reviews in SQL: one per (user, product). A seeded review of the same user and product is
 * answered as the existing one; otherwise `INSERT … ON CONFLICT DO NOTHING` on the shoppers'
 * unique index, then the existing one is read.
 */
export function sqlReviews(run: Run): ReviewsRepository {
  return {
    byId: (id) =>
      run(async (tx) => {
        const [row] = await tx.select().from(reviews).where(eq(reviews.id, id));
        return row ? reviewOf(row) : null;
      }),
    insert: (review) =>
      run(async (tx) => {
        const sameAuthor = and(
          eq(reviews.userId, review.userId),
          eq(reviews.productId, review.productId),
        );
        // Seeded rows are written once, with the catalogue, so reading them first races nothing;
        // shoppers' inserts race each other on the unique index.
        const [seeded] = await tx
          .select()
          .from(reviews)
          .where(and(sameAuthor, reviews.seeded))
          .limit(1);
        if (seeded) return { created: false as const, existing: reviewOf(seeded) };
        const [created] = await tx
          .insert(reviews)
          .values({ ...review, images: [...review.images] })
          .onConflictDoNothing({
            target: [reviews.userId, reviews.productId],
            where: sql`not ${reviews.seeded}`,
          })
          .returning();
        if (created) return { created: true as const, review: reviewOf(created) };
        const [existing] = await tx
          .select()
          .from(reviews)
          .where(and(sameAuthor, not(reviews.seeded)));
        if (!existing) throw new Error(`The review of ${review.userId} vanished during the insert`);
        return { created: false as const, existing: reviewOf(existing) };
      }),
    update: (userId, id, changes, at) =>
      run(async (tx) => {
        const [row] = await tx
          .update(reviews)
          .set({
            ...(changes.rating !== undefined && { rating: changes.rating }),
            ...(changes.title !== undefined && { title: changes.title }),
            ...(changes.comment !== undefined && { comment: changes.comment }),
            ...(changes.images !== undefined && { images: [...changes.images] }),
            updatedAt: at,
          })
          .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
          .returning();
        return row ? reviewOf(row) : null;
      }),
    search: (filter, sort, page) =>
      run(async (tx) => {
        wholeNumber(page.offset, 'A page offset', 0);
        wholeNumber(page.limit, 'A page limit', 0);
        const rows = await tx
          .select()
          .from(reviews)
          .where(where(filter))
          .orderBy(...ORDERS[sort])
          .offset(page.offset)
          .limit(page.limit);
        const counts = await tx
          .select({ rating: reviews.rating, n: count() })
          .from(reviews)
          .where(where(filter))
          .groupBy(reviews.rating);
        const of = (rating: number) => counts.find((c) => c.rating === rating)?.n ?? 0;
        const ratingCounts = [of(1), of(2), of(3), of(4), of(5)] as const;
        return {
          items: rows.map(reviewOf),
          total: ratingCounts.reduce((sum, n) => sum + n, 0),
          ratingCounts,
        };
      }),
  };
}
