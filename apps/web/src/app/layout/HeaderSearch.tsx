import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';

// Only /search (and an opened icon variant) needs the box, its results panel and search calls.
const SearchBox = lazy(() =>
  import('@/features/search/components/SearchBox').then((m) => ({ default: m.SearchBox })),
);

export function SearchIcon({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className="shrink-0">
      <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The search box (spec 2: required, autofocused input with a search button), loaded on demand. */
export function HeaderSearchBox() {
  return (
    <Suspense
      fallback={<div className="input min-h-11 w-full bg-surface-muted" aria-hidden="true" />}
    >
      <SearchBox />
    </Suspense>
  );
}

/** Off /search: a button reading 'Search for products...' that goes to /search. On /search: the search box. */
export function HeaderSearch({ onSearchPage }: { onSearchPage: boolean }) {
  const navigate = useNavigate();
  if (onSearchPage) return <HeaderSearchBox />;
  return (
    <button type="button" className="search-trigger" onClick={() => void navigate('/search')}>
      <span className="mr-2">
        <SearchIcon />
      </span>
      Search for products...
    </button>
  );
}
