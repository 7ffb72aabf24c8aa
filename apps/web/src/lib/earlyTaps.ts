import { useEffect, useLayoutEffect } from 'react';

declare global {
  interface Window {
    /** Actions tapped before the app had taken their buttons over, by name (public/early-taps.js). */
    __haatEarlyTaps?: string[];
    /** Actions whose buttons the app answers itself, by name, once per mounted component. */
    __haatLiveTaps?: string[];
  }
}

/**
 * Runs `onTap` once, when the component is live, if the shopper tapped the element marked
 * `data-early-tap={name}` before the app had taken it over (see public/early-taps.js): the tap
 * does what it would have done, instead of nothing. From the component's commit (a layout
 * effect: before the browser can deliver another tap) early-taps.js leaves taps on that name to
 * React. The app taking the page over is not enough: a part of the page (the product's buy box,
 * inside the lazy route) is hydrated a moment after the rest, and a tap in between reached
 * neither. A null name takes no taps (a component the server never renders).
 *
 * @example
 * useEarlyTap('add-to-cart', add);
 * <button data-early-tap="add-to-cart" onClick={add}>Add to cart</button>
 */
export function useEarlyTap(name: string | null, onTap: () => void): void {
  useLayoutEffect(() => {
    if (name === null) return;
    const live = (window.__haatLiveTaps ??= []);
    live.push(name);
    return () => {
      const at = live.indexOf(name);
      if (at >= 0) live.splice(at, 1);
    };
  }, [name]);
  useEffect(() => {
    const taps = window.__haatEarlyTaps;
    const at = name === null ? -1 : (taps?.indexOf(name) ?? -1);
    if (!taps || name === null || at < 0) return;
    taps.splice(at, 1);
    document.querySelector(`[data-early-tap="${name}"]`)?.removeAttribute('aria-busy');
    onTap();
  }, [name, onTap]);
}
