import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen, as IntersectionObserver reports it (`rootMargin` trims the
 * viewport, e.g. by a sticky bar's height). True until the first report, and always where
 * IntersectionObserver does not exist, so nothing that depends on it appears by mistake.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last) setInView(last.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}
