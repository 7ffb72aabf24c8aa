import type { SortKey } from '../listingState';
import { SortSelect } from './SortSelect';

interface ListingToolbarProps {
  /** 'Showing 1–48 of 120 products', announced politely. */
  summary: string;
  filtersOn: number;
  /** Hide the Filters button from 768 px up (the filters are on the page there). */
  filtersOnPage: boolean;
  onOpenFilters: () => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
}

/** The line above the products: how many are shown, the Filters button and the sort. */
export function ListingToolbar({
  summary,
  filtersOn,
  filtersOnPage,
  onOpenFilters,
  sort,
  onSort,
}: ListingToolbarProps) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-ink-muted">
        {summary}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={`btn-secondary min-h-10 whitespace-nowrap px-3 text-sm ${filtersOnPage ? 'md:hidden' : ''}`}
          aria-haspopup="dialog"
          onClick={onOpenFilters}
        >
          Filters{filtersOn > 0 ? ` (${filtersOn})` : ''}
        </button>
        <SortSelect value={sort} onChange={onSort} />
      </div>
    </div>
  );
}
