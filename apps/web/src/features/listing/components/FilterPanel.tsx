import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '@/lib/money';
import type { Facets } from '../api/listingQueries';
import type { ListingState } from '../listingState';

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
            className="mt-1 text-sm text-brand underline"
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

interface CategoryGroupProps {
  legend: string;
  name: string;
  buckets: Facets['categories'];
  state: ListingState;
  nameOf: (slug: string) => string;
  onChange: (change: Partial<ListingState>) => void;
  className: string;
}

function CategoryGroup({
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
          className="mt-1 text-sm text-brand underline"
          onClick={() => onChange({ category: null })}
        >
          All {legend.toLowerCase()}s
        </button>
      ) : null}
    </fieldset>
  );
}

interface PriceGroupProps {
  state: ListingState;
  facets: Facets | undefined;
  onChange: (change: Partial<ListingState>) => void;
  className: string;
}

function PriceGroup({ state, facets, onChange, className }: PriceGroupProps) {
  const id = useId();
  const [min, setMin] = useState(state.priceMin?.toString() ?? '');
  const [max, setMax] = useState(state.priceMax?.toString() ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = min.trim() === '' ? null : Number(min);
    const high = max.trim() === '' ? null : Number(max);
    onChange({
      priceMin: low !== null && Number.isFinite(low) ? low : null,
      priceMax: high !== null && Number.isFinite(high) ? high : null,
    });
  };
  return (
    <form onSubmit={apply} className={className} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="mb-2 font-semibold">
        Price
      </p>
      {facets?.priceMin != null && facets.priceMax != null ? (
        <p className="mb-2 text-xs text-ink-muted">
          From {formatRupees(facets.priceMin)} to {formatRupees(facets.priceMax)}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label className="text-sm">
          Min (₹)
          <input
            type="number"
            min={0}
            inputMode="numeric"
            className="input mt-1 w-24"
            value={min}
            onChange={(event) => setMin(event.target.value)}
          />
        </label>
        <label className="text-sm">
          Max (₹)
          <input
            type="number"
            min={0}
            inputMode="numeric"
            className="input mt-1 w-24"
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
        </label>
        <button type="submit" className="btn-secondary min-h-11 px-3 text-sm">
          Apply <span className="sr-only">price range</span>
        </button>
      </div>
    </form>
  );
}
