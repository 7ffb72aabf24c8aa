import { queryOptions } from '@tanstack/react-query';
import ky from 'ky';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { normaliseHttpError } from '@/lib/http/errors';
import { REQUEST_TIMEOUT_MS, retryPolicy } from '@/lib/http/policy';
import {
  ReviewImageUploadSchema,
  ReviewPageSchema,
  ReviewSchema,
  type Review,
  type ReviewPage,
} from '@/lib/schemas/review';
import { productKeys } from '@/features/catalog/api/products';

/** Reviews shown per page. */
export const REVIEWS_PER_PAGE = 5;

/** Every review field (parsed by `ReviewSchema`). */
export const ReviewFields = graphql(`
  fragment ReviewFields on Review {
    id
    userId
    verified
    reviewer {
      name
    }
    productId
    rating
    comment
    title
    images
    createdAt
  }
`);

const SearchReviewsDocument = graphql(
  `
    query searchReviews($filter: SearchReviewsFilter, $limit: Int, $from: Int) {
      searchReviews(filter: $filter, limit: $limit, from: $from) {
        items {
          ...ReviewFields
        }
        nextToken
        total
        aggregateItems {
          name
          type
          buckets {
            key
            docCount
          }
          value
        }
      }
    }
  `,
  [ReviewFields],
);

const CreateReviewDocument = graphql(
  `
    mutation createReview($input: CreateReviewInput!) {
      createReview(input: $input) {
        ...ReviewFields
      }
    }
  `,
  [ReviewFields],
);

const CreateUploadDocument = graphql(`
  mutation createReviewImageUpload($input: CreateReviewImageUploadInput!) {
    createReviewImageUpload(input: $input) {
      key
      uploadUrl
      method
      headers {
        name
        value
      }
      maxBytes
      expiresAt
    }
  }
`);

export const reviewKeys = {
  all: (productId: string) => [...productKeys.all, 'reviews', productId] as const,
  page: (productId: string, page: number) => [...reviewKeys.all(productId), page] as const,
};

/** searchReviews: one page, newest first, with the rating buckets and the average. */
export const reviewsQueryOptions = (productId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.page(productId, page),
    queryFn: async ({ signal }): Promise<ReviewPage> => {
      const data = await gqlRequest(
        SearchReviewsDocument,
        { filter: { productId }, limit: REVIEWS_PER_PAGE, from: (page - 1) * REVIEWS_PER_PAGE },
        { signal },
      );
      return ReviewPageSchema.parse(data.searchReviews);
    },
    staleTime: 60_000,
  });

/** Uploads one picture: an upload slot from the API, then the bytes to its address. */
export async function uploadReviewImage(productId: string, file: File): Promise<string> {
  const data = await gqlRequest(CreateUploadDocument, {
    input: { productId, fileName: file.name, contentType: file.type, size: file.size },
  });
  const slot = ReviewImageUploadSchema.parse(data.createReviewImageUpload);
  try {
    await ky(slot.uploadUrl, {
      method: slot.method.toLowerCase(),
      body: file,
      headers: Object.fromEntries(slot.headers.map((h) => [h.name, h.value])),
      timeout: REQUEST_TIMEOUT_MS,
      retry: retryPolicy('safe-methods'),
    });
  } catch (error) {
    throw normaliseHttpError(error, {});
  }
  return slot.key;
}

export interface NewReview {
  productId: string;
  rating: number;
  title: string;
  comment: string;
  images: readonly string[];
  /** One key per "Submit" press, reused if that submission is retried. */
  idempotencyKey: string;
}

/** createReview (signed-in only, idempotent by its key). */
export async function createReview(review: NewReview): Promise<Review> {
  const data = await gqlRequest(
    CreateReviewDocument,
    {
      input: {
        idempotencyKey: review.idempotencyKey,
        productId: review.productId,
        rating: review.rating,
        title: review.title || null,
        comment: review.comment || null,
        images: [...review.images],
      },
    },
    { idempotencyKey: review.idempotencyKey },
  );
  return ReviewSchema.parse(data.createReview);
}
