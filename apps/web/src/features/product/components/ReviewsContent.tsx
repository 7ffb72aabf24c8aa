import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { REVIEWS_PER_PAGE, reviewsQueryOptions } from '../api/reviews';
import { RatingSummary } from './RatingSummary';
import { ReviewList } from './ReviewList';
import { loadingReviews, ReviewsSection, type ReviewsProps } from './ReviewsSection';
import { WriteReview } from './WriteReview';

/** The reviews themselves, with the summary and the form: fetched as the shopper nears them. */
export default function ReviewsContent({ productId, productTitle }: ReviewsProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData } = useQuery({
    ...reviewsQueryOptions(productId, page),
    placeholderData: (previous) => previous,
  });
  const pages = data ? Math.ceil(data.total / REVIEWS_PER_PAGE) : 0;
  return (
    <ReviewsSection>
      {isPending ? (
        loadingReviews
      ) : isError ? (
        <p role="status">Reviews could not be loaded.</p>
      ) : (
        <>
          <RatingSummary aggregates={data.aggregateItems} total={data.total} />
          <WriteReview productId={productId} productTitle={productTitle} />
          {data.total === 0 ? (
            <p>No reviews yet. Be the first to review this product.</p>
          ) : (
            <div aria-busy={isPlaceholderData}>
              <ReviewList reviews={data.items} />
            </div>
          )}
          {pages > 1 ? (
            <nav aria-label="Reviews pages" className="flex items-center justify-between gap-3">
              <button
                type="button"
                className="btn-secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous <span className="sr-only">reviews</span>
              </button>
              <p className="text-sm text-ink-muted" aria-live="polite">
                Page {page} of {pages}
              </p>
              <button
                type="button"
                className="btn-secondary"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next <span className="sr-only">reviews</span>
              </button>
            </nav>
          ) : null}
        </>
      )}
    </ReviewsSection>
  );
}
