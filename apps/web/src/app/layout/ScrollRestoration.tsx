import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/**
 * Scrolls as a multi-page site would: a new page starts at the top (or at its #hash); Back and
 * Forward return to where the shopper left that page. react-router's own ScrollRestoration
 * needs its data router, which the app does without to keep ~17 KB gzipped off the first load.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // The page scroll events belong to: switched before this page scrolls into place.
  const page = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(page.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    page.current = key;
    const saved = positions.get(key);
    if (navigationType === NavigationType.Pop && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
