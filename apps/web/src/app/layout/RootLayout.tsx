import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSystemStore } from '@/stores/systemStore';
import { GlobalEffects } from '../GlobalEffects';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { Header } from './Header';
import { ModalHost } from './ModalHost';
import { PageShown } from './PageShown';
import { RouteDataPrefetch } from './RouteDataPrefetch';
import { ScrollRestoration } from './ScrollRestoration';
import { shellFlags } from './shellFlags';
import { CouponBar, TopBars } from './TopBars';

// Below the fold on every page: not part of the first load (the footer follows the first page).
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
const StickyCheckoutBar = lazy(() =>
  import('./StickyCheckoutBar').then((m) => ({ default: m.StickyCheckoutBar })),
);

/**
 * The page shell of spec 2 around every route; what it shows comes from `shellFlags`. A page that
 * fails shows its error screen inside the shell.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const flags = shellFlags(pathname);
  const pageShown = useSystemStore((state) => state.pageShown);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBars flags={flags} />
      <Header flags={flags} />
      {flags.couponBanner ? <CouponBar /> : null}
      <main id="main" className="flex-1">
        <RouteErrorBoundary resetKey={pathname}>
          {/* While a page's code loads (first visit only) the shell stays and the page space is held. */}
          <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
            <Outlet />
            <PageShown />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {flags.footer && pageShown ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
      {flags.stickyCheckout ? (
        <Suspense fallback={null}>
          <StickyCheckoutBar />
        </Suspense>
      ) : null}
      <ModalHost />
      <ScrollRestoration />
      <RouteDataPrefetch />
      <GlobalEffects />
    </div>
  );
}
