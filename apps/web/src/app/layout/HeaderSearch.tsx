import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

/** Off /search: a button that goes to /search. On /search: the required, autofocused input. */
export function HeaderSearch({ onSearchPage }: { onSearchPage: boolean }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  if (!onSearchPage) {
    return (
      <Link to="/search" className="search-trigger" role="button">
        Search for products...
      </Link>
    );
  }
  return (
    <form
      role="search"
      className="flex gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(`/search?search=${encodeURIComponent(term.trim())}`);
      }}
    >
      <input
        type="search"
        required
        autoFocus
        aria-label="Search for products"
        className="input min-w-0 flex-1"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className="btn-primary">
        Search
      </button>
    </form>
  );
}
