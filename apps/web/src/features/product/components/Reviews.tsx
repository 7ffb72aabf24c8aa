import { lazy, Suspense } from 'react';
import { RenderWhenNear } from '@/components/RenderWhenNear';
import { loadingReviews, ReviewsSection, type ReviewsProps } from './ReviewsSection';

// Its own chunk (the form, the list, the summary): none of it is on a product page's first screen.
const ReviewsContent = lazy(() => import('./ReviewsContent'));

const placeholder = <ReviewsSection>{loadingReviews}</ReviewsSection>;

/**
 * Ratings and reviews: the summary with its buckets, the reviews page by page, and writing one.
 * Asked for (code and data) as the shopper nears them (or follows the rating link to them).
 */
export function Reviews(props: ReviewsProps) {
  return (
    <RenderWhenNear placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <ReviewsContent {...props} />
      </Suspense>
    </RenderWhenNear>
  );
}
