import { useEffect } from 'react';

declare global {
  interface Window {
    /** Actions tapped before the app was live, by name (public/early-taps.js). */
    __haatEarlyTaps?: string[];
  }
}

/**
 * Runs `onTap` once, when the component is live, if the shopper tapped the element marked
 * `data-early-tap={name}` before the app had taken the server-rendered page over (see
 * public/early-taps.js): the tap does what it would have done, instead of nothing. A null name
 * takes no taps (a component the server never renders).
 *
 * @example
 * useEarlyTap('add-to-cart', add);
 * <button data-early-tap="add-to-cart" onClick={add}>Add to cart</button>
 */
export function useEarlyTap(name: string | null, onTap: () => void): void {
  useEffect(() => {
    const taps = window.__haatEarlyTaps;
    const at = name === null ? -1 : (taps?.indexOf(name) ?? -1);
    if (!taps || name === null || at < 0) return;
    taps.splice(at, 1);
    document.querySelector(`[data-early-tap="${name}"]`)?.removeAttribute('aria-busy');
    onTap();
  }, [name, onTap]);
}
