import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { GlobalEffects } from '../GlobalEffects';
import { AnnouncementBar } from './AnnouncementBar';
import { CouponBanner } from './CouponBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { ModalHost } from './ModalHost';
import { shellFlags } from './shellFlags';
import { StickyCheckoutBar } from './StickyCheckoutBar';
import { TimerBar } from './TimerBar';

/** The page shell of spec 2 around every route; what it shows comes from `shellFlags`. */
export function RootLayout() {
  const { pathname } = useLocation();
  const flags = shellFlags(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AnnouncementBar running={flags.topRunner} />
      {flags.timer ? <TimerBar /> : null}
      <Header flags={flags} />
      {flags.couponBanner ? <CouponBanner /> : null}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {flags.footer ? <Footer /> : null}
      {flags.stickyCheckout ? <StickyCheckoutBar /> : null}
      <ModalHost />
      <ScrollRestoration />
      <GlobalEffects />
    </div>
  );
}
