import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { GlobalEffects } from '../GlobalEffects';
import { Header } from './Header';
import { ModalHost } from './ModalHost';
import { shellFlags } from './shellFlags';
import { CouponBar, TopBars } from './TopBars';

// Below the fold on every page: not part of the first load.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
const StickyCheckoutBar = lazy(() =>
  import('./StickyCheckoutBar').then((m) => ({ default: m.StickyCheckoutBar })),
);

/** The page shell of spec 2 around every route; what it shows comes from `shellFlags`. */
export function RootLayout() {
  const { pathname } = useLocation();
  const flags = shellFlags(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBars flags={flags} />
      <Header flags={flags} />
      {flags.couponBanner ? <CouponBar /> : null}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {flags.footer ? (
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
      <GlobalEffects />
    </div>
  );
}
