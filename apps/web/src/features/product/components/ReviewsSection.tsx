import type { ReactNode } from 'react';

export interface ReviewsProps {
  productId: string;
  productTitle: string;
}

/** The section (the rating link's `#reviews` target) with its heading. */
export function ReviewsSection({ children }: { children: ReactNode }) {
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-20 space-y-4">
      <h2 id="reviews-title" className="text-xl font-semibold">
        Ratings & reviews
      </h2>
      {children}
    </section>
  );
}

export const loadingReviews = (
  <p role="status" className="text-ink-muted">
    Loading reviews…
  </p>
);
