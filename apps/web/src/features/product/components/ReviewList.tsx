import { ProductImage } from '@/components/ProductImage';
import { Rating } from '@/components/Rating';
import { dateFormatter } from '@/lib/dates';
import type { Review } from '@/lib/schemas/review';

const formatReviewDate = dateFormatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** One page of reviews: stars, title, text, pictures, who wrote it and when. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="divide-y divide-line">
      {reviews.map((review) => (
        <li key={review.id} className="space-y-2 py-4">
          <Rating value={review.rating} size={14} />
          {review.title ? <h3 className="font-semibold">{review.title}</h3> : null}
          {review.comment ? <p className="text-ink-muted">{review.comment}</p> : null}
          {review.images.length > 0 ? (
            <ul className="flex gap-2" aria-label="Review pictures">
              {review.images.map((key, index) => (
                <li key={key} className="w-20">
                  <ProductImage
                    imageKey={key}
                    alt={`Picture ${index + 1} from ${review.reviewer.name}`}
                    width={80}
                    height={80}
                    widths={[200]}
                    sizes="80px"
                    className="aspect-square rounded-md"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-sm text-ink-muted">
            {review.reviewer.name}
            {review.verified ? (
              <span className="ml-2 font-medium text-success">Verified buyer</span>
            ) : null}
            {review.createdAt ? <span> · {formatReviewDate(review.createdAt)}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
