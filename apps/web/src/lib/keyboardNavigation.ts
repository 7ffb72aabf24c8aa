let tabbing = false;
const listeners = new Set<() => void>();

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  tabbing = true;
  window.removeEventListener('keydown', onKeyDown, true);
  for (const listener of listeners) listener();
}

/** Subscribes to the first Tab key press of the visit (for useSyncExternalStore). */
export function onKeyboardNavigation(listener: () => void): () => void {
  if (!tabbing && listeners.size === 0) window.addEventListener('keydown', onKeyDown, true);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the shopper has moved focus with the Tab key during this visit. */
export const isKeyboardNavigating = () => tabbing;

/** Forgets the Tab press, as on a new visit (tests). */
export function forgetKeyboardNavigation() {
  tabbing = false;
  if (listeners.size > 0) window.addEventListener('keydown', onKeyDown, true);
}
