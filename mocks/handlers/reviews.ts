import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockBackend } from '../lib/backend.js';
import type { MockContext } from '../lib/context.js';
import { once } from '../lib/idempotency.js';
import type { ReviewRecord } from '../lib/models.js';
import { paginate } from '../lib/query/paginate.js';
import { findReviews, reviewAggregates } from '../lib/query/review-search.js';
import type { MockDomain } from '../lib/resolvers.js';
import { allReviews, changedReview, newReview } from '../lib/reviews.js';
import { Scenarios } from '../lib/scenarios.js';
import { transportFailure } from '../lib/transport.js';
import { createUpload, fromDataUrl, toDataUrl, UPLOAD_KEY_PREFIX } from '../lib/uploads.js';

const storedReview = (context: MockContext, id: string): ReviewRecord => {
  const review = context.state.reviews.get(id);
  if (!review) throw new Error(`Idempotency record points at a missing review ${id}`);
  return review;
};

/** searchReviews, createReview (idempotent), updateReview and createReviewImageUpload. */
export const reviewsDomain: MockDomain = {
  resolvers: {
    Query: {
      searchReviews: (_, { filter, sort, limit, nextToken, from, aggregates }, context) => {
        const reviews = findReviews(allReviews(context), filter, sort);
        return {
          ...paginate(reviews, { limit, nextToken, from }),
          aggregateItems: reviewAggregates(reviews, aggregates),
        };
      },
    },
    Mutation: {
      createReview: (_, { input }, context) => {
        const user = context.requireUser();
        return once(
          context,
          'createReview',
          { ...input, userId: user.id },
          () => {
            const review = newReview(context, user, input);
            return { value: review, record: review.id };
          },
          (id) => storedReview(context, id),
        );
      },
      updateReview: (_, { input }, context) => changedReview(context, context.requireUser(), input),
      createReviewImageUpload: (_, { input }, context) =>
        createUpload(context, context.requireUser(), input),
    },
    Review: {
      reviewer: (review) => ({ name: review.reviewer.name, email: review.reviewer.email ?? null }),
    },
  },
  handlers: (operations) => [
    operations.query('searchReviews'),
    operations.mutation('createReview'),
    operations.mutation('updateReview'),
    operations.mutation('createReviewImageUpload'),
  ],
};

/** The review image upload URL: PUT stores the bytes, GET serves them (other keys fall through). */
export function uploadHandlers(backend: MockBackend): HttpHandler[] {
  const path = `${backend.config.cdnUrl.replace(/\/+$/, '')}/${UPLOAD_KEY_PREFIX}:id`;
  return [
    http.put(path, async ({ request, params }) => {
      const failed = await transportFailure(
        Scenarios.forRequest(request, backend.pageScenario(), 'upload'),
        backend,
      );
      if (failed) return failed;
      const key = `${UPLOAD_KEY_PREFIX}${String(params['id'])}`;
      const upload = backend.state.uploads.get(key);
      if (!upload || backend.clock() > upload.expiresAt) {
        return HttpResponse.text('Upload URL expired or unknown', { status: 403 });
      }
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (bytes.length === 0 || bytes.length > upload.maxBytes) {
        return HttpResponse.text('File size does not match the upload', { status: 413 });
      }
      backend.state.uploads.set(key, { ...upload, dataUrl: toDataUrl(bytes, upload.contentType) });
      return new HttpResponse(null, { status: 200 });
    }),
    http.get(path, ({ params }) => {
      const upload = backend.state.uploads.get(`${UPLOAD_KEY_PREFIX}${String(params['id'])}`);
      if (!upload?.dataUrl) return undefined;
      const { bytes, contentType } = fromDataUrl(upload.dataUrl);
      return new HttpResponse(bytes, {
        headers: { 'content-type': contentType, 'cache-control': 'max-age=31536000' },
      });
    }),
  ];
}
