import type { Facets } from '../api/listingQueries';
import type { ListingState } from '../listingState';

interface CategoryGroupProps {
  legend: string;
  name: string;
  buckets: Facets['categories'];
  state: ListingState;
  nameOf: (slug: string) => string;
  onChange: (change: Partial<ListingState>) => void;
  className: string;
}

/** One radio list of category slugs with their counts; choosing one filters the listing. */
export function CategoryGroup({
  legend,
  name,
  buckets,
  state,
  nameOf,
  onChange,
  className,
}: CategoryGroupProps) {
  if (buckets.length === 0) return null;
  return (
    <fieldset className={className}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <ul className="space-y-1">
        {buckets.map((bucket) => (
          <li key={bucket.key}>
            <label className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="radio"
                name={name}
                checked={state.category === bucket.key}
                onChange={() => onChange({ category: bucket.key })}
              />
              {nameOf(bucket.key)} <span className="text-ink-muted">({bucket.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {buckets.some((bucket) => bucket.key === state.category) ? (
        <button
          type="button"
          className="mt-1 inline-flex min-h-8 items-center text-sm text-brand underline"
          onClick={() => onChange({ category: null })}
        >
          All {legend.toLowerCase()}s
        </button>
      ) : null}
    </fieldset>
  );
}
