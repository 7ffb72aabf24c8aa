import {
  startTransition,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { isKeyboardNavigating, onKeyboardNavigation } from '@/lib/keyboardNavigation';

const notTabbing = () => false;
const noChange = () => () => undefined;
const noObserver = () => typeof IntersectionObserver === 'undefined';

/** How far below (and above) the viewport a section starts rendering. */
export const NEAR_MARGIN = '200px';

/**
 * Renders `children` once `placeholder` comes within {@link NEAR_MARGIN} of the viewport, and
 * keeps them from then on. A section further down the page (a home rail, a product's reviews)
 * then costs nothing on arrival — no render, no request, no image — while the shopper looks at
 * the top of the page. `placeholder` is the section's loading state (its heading and skeleton),
 * so headings stay in the page for screen-reader navigation and nothing moves when the section
 * arrives.
 *
 * Keyboard users get every section as soon as they first press Tab: focus must never jump past
 * a section that has not rendered yet. Where IntersectionObserver does not exist, `children`
 * render right after the first render. A server render (and the app taking over its page)
 * renders the placeholder, as the first render in a browser does.
 */
export function RenderWhenNear({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const [near, setNear] = useState(false);
  const tabbing = useSyncExternalStore(onKeyboardNavigation, isKeyboardNavigating, notTabbing);
  const unobservable = useSyncExternalStore(noChange, noObserver, notTabbing);
  const holder = useRef<HTMLDivElement>(null);
  const shown = near || tabbing || unobservable;
  useEffect(() => {
    const node = holder.current;
    if (shown || !node || noObserver()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the section renders in slices, never in one long task.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${NEAR_MARGIN} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);
  if (shown) return children;
  return <div ref={holder}>{placeholder}</div>;
}
