import { useCallback, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window.matchMedia === 'function';

const onServer = () => false;

/**
 * Whether the media query matches, updated as it changes; false where matchMedia is missing. A
 * server render has no screen: there, and while the app takes over a server-rendered page, the
 * answer is false (a phone's), then the real one.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    onServer,
  );
}
