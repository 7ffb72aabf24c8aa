import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from './track';

/**
 * Tracks a `page_view` for every page the shopper lands on (the first one included), and
 * `home_viewed` on the home page. Navigations render in a transition, so this runs once the new
 * page is on screen; the title is read a tick later, after its page head has set it.
 */
export function PageViews() {
  const { key, pathname, search } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      track({
        name: 'page_view',
        pagePath: `${pathname}${search}`,
        pageLocation: window.location.href,
        pageTitle: document.title,
      });
      if (pathname === '/') track({ name: 'home_viewed' });
    }, 0);
    return () => clearTimeout(timer);
  }, [key, pathname, search]);
  return null;
}
