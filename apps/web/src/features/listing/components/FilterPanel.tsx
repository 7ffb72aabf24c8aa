import { useId } from 'react';
import type { Facets } from '../api/listingQueries';
import type { ListingState } from '../listingState';
import { CategoryGroup } from './CategoryFilter';
import { PriceGroup } from './PriceFilter';

interface FilterPanelProps {
  state: ListingState;
  facets: Facets | undefined;
  nameOf: (slug: string) => string;
  onChange: (change: Partial<ListingState>) => void;
  /** 'stack' for sidebars and drawers, 'row' for the horizontal bar. */
  layout?: 'stack' | 'row';
}

const RATINGS = [4, 3, 2, 1] as const;

/**
 * The listing filters with counts from the aggregates: category, product type, price range,
 * rating and in stock. Every change goes straight into the URL.
 */
export function FilterPanel({
  state,
  facets,
  nameOf,
  onChange,
  layout = 'stack',
}: FilterPanelProps) {
  const name = useId();
  const ratingCount = (atLeast: number) =>
    (facets?.ratings ?? [])
      .filter((b) => Number(b.key) >= atLeast)
      .reduce((sum, b) => sum + b.count, 0);
  const group = layout === 'row' ? 'min-w-44 flex-1' : '';
  return (
    <div className={layout === 'row' ? 'flex flex-wrap gap-6' : 'space-y-6'}>
      <CategoryGroup
        legend="Category"
        name={`${name}-category`}
        buckets={facets?.categories ?? []}
        state={state}
        nameOf={nameOf}
        onChange={onChange}
        className={group}
      />
      <CategoryGroup
        legend="Product type"
        name={`${name}-type`}
        buckets={facets?.subCategories ?? []}
        state={state}
        nameOf={nameOf}
        onChange={onChange}
        className={group}
      />
      <PriceGroup
        key={`${state.priceMin}-${state.priceMax}`}
        state={state}
        facets={facets}
        onChange={onChange}
        className={group}
      />
      <fieldset className={group}>
        <legend className="mb-2 font-semibold">Rating</legend>
        <ul className="space-y-1">
          {RATINGS.map((stars) => (
            <li key={stars}>
              <label className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${name}-rating`}
                  checked={state.rating === stars}
                  onChange={() => onChange({ rating: stars })}
                />
                {stars}★ & up <span className="text-ink-muted">({ratingCount(stars)})</span>
              </label>
            </li>
          ))}
        </ul>
        {state.rating !== null ? (
          <button
            type="button"
            className="mt-1 inline-flex min-h-8 items-center text-sm text-brand underline"
            onClick={() => onChange({ rating: null })}
          >
            Any rating
          </button>
        ) : null}
      </fieldset>
      <fieldset className={group}>
        <legend className="mb-2 font-semibold">Availability</legend>
        <label className="flex min-h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={state.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          In stock only <span className="text-ink-muted">({facets?.inStock ?? 0})</span>
        </label>
      </fieldset>
    </div>
  );
}
