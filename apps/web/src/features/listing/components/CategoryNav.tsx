import type { Facets } from '../api/listingQueries';
import type { ListingState } from '../listingState';

interface CategoryNavProps {
  facets: Facets | undefined;
  state: ListingState;
  nameOf: (slug: string) => string;
  onChange: (change: Partial<ListingState>) => void;
}

/** The navigation-filter layout: categories as a row of toggle buttons above the products. */
export function CategoryNav({ facets, state, nameOf, onChange }: CategoryNavProps) {
  const entries = [...(facets?.categories ?? []), ...(facets?.subCategories ?? [])];
  if (entries.length === 0) return null;
  const chip =
    'chip shrink-0 aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white';
  return (
    <div
      role="group"
      aria-label="Categories"
      className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1"
    >
      <button
        type="button"
        className={chip}
        aria-pressed={state.category === null}
        onClick={() => onChange({ category: null })}
      >
        All
      </button>
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className={chip}
          aria-pressed={state.category === entry.key}
          onClick={() => onChange({ category: entry.key })}
        >
          {nameOf(entry.key)} ({entry.count})
        </button>
      ))}
    </div>
  );
}
