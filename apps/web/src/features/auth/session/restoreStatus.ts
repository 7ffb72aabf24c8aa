import { useSyncExternalStore } from 'react';

let restoring = false;
const listeners = new Set<() => void>();

/** Marks the start and end of the session restore (see restoreSession.ts). */
export function setRestoring(value: boolean) {
  restoring = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A server render knows no session (nothing personal is rendered there). */
const notRestoring = () => false;

/**
 * Whether a stored session is still being restored (tokens read, profile loading), so a page can
 * wait instead of showing a signed-in shopper the signed-out view for a moment.
 */
export function useSessionRestoring(): boolean {
  return useSyncExternalStore(subscribe, () => restoring, notRestoring);
}
