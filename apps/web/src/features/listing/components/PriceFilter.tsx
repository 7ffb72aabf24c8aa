import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '@/lib/money';
import type { Facets } from '../api/listingQueries';
import type { ListingState } from '../listingState';

interface PriceGroupProps {
  state: ListingState;
  facets: Facets | undefined;
  onChange: (change: Partial<ListingState>) => void;
  className: string;
}

/** Minimum and maximum price, applied together; the catalogue's range is shown as a hint. */
export function PriceGroup({ state, facets, onChange, className }: PriceGroupProps) {
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
