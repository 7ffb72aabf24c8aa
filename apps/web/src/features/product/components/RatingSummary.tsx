import { Rating } from '@/components/Rating';
import type { AggregateItem } from '@/lib/schemas/product';

/** The average and how many reviews gave each number of stars (the rating buckets). */
export function RatingSummary({
  aggregates,
  total,
}: {
  aggregates: readonly AggregateItem[];
  total: number;
}) {
  const average = aggregates.find((item) => item.name === 'averageRating')?.value ?? 0;
  const buckets = aggregates.find((item) => item.name === 'rating')?.buckets ?? [];
  const countOf = (stars: number) => buckets.find((b) => b.key === String(stars))?.docCount ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-6">
      <div className="text-center">
        <p className="text-4xl font-semibold">{average.toFixed(1)}</p>
        <Rating value={average} />
        <p className="text-sm text-ink-muted">
          {total} {total === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul className="min-w-52 flex-1 space-y-1" aria-label="Ratings breakdown">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = countOf(stars);
          const percent = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="w-8 shrink-0">{stars}★</span>
              <span
                aria-hidden="true"
                className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
              >
                <span className="block h-full bg-brand" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right text-ink-muted">
                {count}
                <span className="sr-only">
                  {' '}
                  {count === 1 ? 'review' : 'reviews'} with {stars} stars
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
