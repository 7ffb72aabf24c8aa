import { track } from './track';

/** The part of a react-router data router the page-view tracker needs. */
export interface RouterLike {
  state: { location: { key: string; pathname: string; search: string } };
  subscribe(
    listener: (state: RouterLike['state'] & { navigation: { state: string } }) => void,
  ): () => void;
}

/**
 * Tracks a `page_view` for every location the router settles on (the first one included), and
 * `home_viewed` when that location is the home page. The title is read after the new page has
 * rendered its page head.
 */
export function trackPageViews(router: RouterLike) {
  let lastKey: string | null = null;
  const view = (location: RouterLike['state']['location']) => {
    if (location.key === lastKey) return;
    lastKey = location.key;
    setTimeout(() => {
      track({
        name: 'page_view',
        pagePath: `${location.pathname}${location.search}`,
        pageLocation: window.location.href,
        pageTitle: document.title,
      });
      if (location.pathname === '/') track({ name: 'home_viewed' });
    }, 0);
  };
  view(router.state.location);
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle') view(state.location);
  });
}
