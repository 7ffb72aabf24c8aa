import { useId } from 'react';
import { SORT_OPTIONS, type SortKey } from '../listingState';

/** The six sort options as a labelled select. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortKey;
  onChange: (sort: SortKey) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm text-ink-muted">
        Sort by
      </label>
      <select
        id={id}
        className="input min-h-10 max-w-48 py-0 md:text-sm"
        value={value}
        onChange={(event) => {
          const option = SORT_OPTIONS.find((o) => o.key === event.target.value);
          if (option) onChange(option.key);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
