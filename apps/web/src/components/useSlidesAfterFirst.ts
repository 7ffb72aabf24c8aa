import { useCallback, useState } from 'react';

/**
 * Holds back a carousel's other pictures (the home banners, a product's gallery) until its first
 * picture — the page's LCP — has been painted, or until the shopper moves the carousel.
 *
 * `loading="lazy"` does not do it: the other slides sit one screen to the side, well inside
 * Chrome's lazy-load margin, so a phone would fetch every slide alongside the one it shows (on the
 * home page three banners, ~55 KB, competing with the first on a slow network).
 *
 * `firstSettled` is the first picture's `onLoad`/`onError`; `showRest` is for anything that moves
 * the carousel (swipe, arrows, thumbnails, a variant's picture). Until `rest` is true, a slide
 * shows a placeholder of the same size and accessible name.
 */
export function useSlidesAfterFirst() {
  const [rest, setRest] = useState(false);
  const showRest = useCallback(() => setRest(true), []);
  const firstSettled = useCallback(() => {
    // A timeout queued from an animation frame runs once that frame has been drawn.
    requestAnimationFrame(() => setTimeout(showRest, 0));
  }, [showRest]);
  return { rest, showRest, firstSettled };
}
