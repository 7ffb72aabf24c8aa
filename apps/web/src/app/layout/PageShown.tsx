import { useEffect } from 'react';
import { useSystemStore } from '@/stores/systemStore';

/**
 * Placed next to the page inside its Suspense boundary, so its effect runs only once the page's
 * code has arrived and the page has rendered: then sets the system store's `pageShown`.
 */
export function PageShown() {
  const setPageShown = useSystemStore((state) => state.setPageShown);
  useEffect(() => setPageShown(), [setPageShown]);
  return null;
}
