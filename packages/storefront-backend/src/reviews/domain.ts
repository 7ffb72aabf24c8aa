import type { Domain } from '../graphql/domain.js';
import { onceInTransaction } from '../idempotency/once-in-transaction.js';
import { apiReview } from './api-review.js';
import { searchReviews } from './search-reviews.js';
import { createUploadSlot } from './upload-slot.js';
import { changeReview, writeReview } from './write-review.js';

/**
 * searchReviews, createReview (idempotent), updateReview and createReviewImageUpload.
 *
 * @example
 * const backend = createStorefrontBackend(deps, [reviewsDomain, …]);
 */
export const reviewsDomain: Domain = {
  resolvers: {
    Query: {
      searchReviews: (_, args, context) =>
        searchReviews(
          context.deps,
          args,
          context.caller.kind === 'user' ? context.caller.userId : null,
        ),
    },
    Mutation: {
      createReview: async (_, { input }, context) => {
        const user = await context.requireUser();
        const { deps, now } = context;
        const review = await deps.storage.transaction((repos) =>
          onceInTransaction(
            repos,
            { scope: 'createReview', input: { ...input, userId: user.id }, now },
            async () => {
              const written = await writeReview(repos, deps.ids, user, input, now);
              return { value: written, result: written.id };
            },
            async (id) => {
              const stored = await repos.reviews.byId(id);
              if (!stored) throw new Error(`Idempotency record points at a missing review ${id}`);
              return stored;
            },
          ),
        );
        return apiReview(review, user.id);
      },
      updateReview: async (_, { input }, context) => {
        const user = await context.requireUser();
        const { deps, now } = context;
        const review = await deps.storage.transaction((repos) =>
          changeReview(repos, user, input, now),
        );
        return apiReview(review, user.id);
      },
      createReviewImageUpload: async (_, { input }, context) =>
        createUploadSlot(context.deps, await context.requireUser(), input, context.now),
    },
  },
};
