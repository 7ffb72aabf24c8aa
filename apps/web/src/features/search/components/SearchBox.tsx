import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSystemStore } from '@/stores/systemStore';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useTypingPlaceholder } from '../hooks/useTypingPlaceholder';
import { SearchResultsPanel } from './SearchResultsPanel';

/** Spec 4/9: automatic search after 400 ms without typing, for terms longer than 2 characters. */
export const SEARCH_DEBOUNCE_MS = 400;
export const MIN_SEARCH_LENGTH = 3;

/**
 * The search box of /search: a required, autofocused input whose placeholder types skincare
 * hints. Typing opens the results panel after the pause; a click outside, Escape or a route
 * change closes it. Enter or the button stores the term and goes to /search?search=….
 */
export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const setSearchTerm = useSystemStore((state) => state.setSearchTerm);
  const [term, setTerm] = useState(() => params.get('search') ?? '');
  const [panelOpen, setPanelOpen] = useState(false);
  const placeholder = useTypingPlaceholder();
  const settled = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setPanelOpen(false);
    setTerm(params.get('search') ?? term);
  }

  useEffect(() => {
    if (!panelOpen) return;
    const onPointer = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setPanelOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [panelOpen]);

  const typedEnough = settled.length >= MIN_SEARCH_LENGTH && settled === term.trim();
  const showPanel = panelOpen && typedEnough;

  return (
    <div ref={box} className="relative">
      <form
        role="search"
        className="flex gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          const value = term.trim();
          if (!value) return;
          setSearchTerm(value);
          setPanelOpen(false);
          void navigate(`/search?search=${encodeURIComponent(value)}`);
        }}
      >
        <input
          type="search"
          required
          autoFocus
          aria-label="Search for products"
          aria-controls={showPanel ? panelId : undefined}
          placeholder={placeholder}
          className="input min-w-0 flex-1"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setPanelOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setPanelOpen(false);
          }}
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      {showPanel ? (
        <SearchResultsPanel id={panelId} term={settled} onPick={() => setPanelOpen(false)} />
      ) : null}
    </div>
  );
}
