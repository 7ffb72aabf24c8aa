import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';

// Only /search needs the box (and its results panel and search calls): loaded there.
const SearchBox = lazy(() =>
  import('@/features/search/components/SearchBox').then((m) => ({ default: m.SearchBox })),
);

/** Off /search: a button reading 'Search for products...' that goes to /search. On /search: the search box. */
export function HeaderSearch({ onSearchPage }: { onSearchPage: boolean }) {
  const navigate = useNavigate();
  if (onSearchPage) {
    return (
      <Suspense
        fallback={<div className="input min-h-11 w-full bg-surface-muted" aria-hidden="true" />}
      >
        <SearchBox />
      </Suspense>
    );
  }
  return (
    <button type="button" className="search-trigger" onClick={() => void navigate('/search')}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="mr-2 shrink-0">
        <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" />
      </svg>
      Search for products...
    </button>
  );
}
