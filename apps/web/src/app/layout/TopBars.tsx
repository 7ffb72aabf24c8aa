import { lazy, Suspense, type ReactNode } from 'react';
import { useStoreReady } from '@/features/store/hooks/useStoreReady';
import type { ShellFlags } from './shellFlags';

const AnnouncementBar = lazy(() =>
  import('./AnnouncementBar').then((m) => ({ default: m.AnnouncementBar })),
);
const TimerBar = lazy(() => import('./TimerBar').then((m) => ({ default: m.TimerBar })));
const CouponBanner = lazy(() =>
  import('./CouponBanner').then((m) => ({ default: m.CouponBanner })),
);

/** Heights of the bars, reserved until the store data has loaded so nothing moves. */
export const ANNOUNCEMENT_HEIGHT = 'h-8';
export const TIMER_HEIGHT = 'h-14';
export const COUPON_HEIGHT = 'h-10';

const placeholder = (height: string) => (
  <div aria-hidden="true" className={`${height} bg-surface-muted`} />
);

/** A bar that needs the store data: its space is held until the data and its code are here. */
function Held({ height, children }: { height: string; children: ReactNode }) {
  const ready = useStoreReady();
  return (
    <Suspense fallback={placeholder(height)}>{ready ? children : placeholder(height)}</Suspense>
  );
}

/**
 * The bars above the header: announcements (running when the page switches the top runner on)
 * and the sale timer. They need the store data, so their code loads alongside it; until then
 * their space is held.
 */
export function TopBars({ flags }: { flags: ShellFlags }) {
  return (
    <>
      <Held height={ANNOUNCEMENT_HEIGHT}>
        <AnnouncementBar running={flags.topRunner} />
      </Held>
      {flags.timer ? (
        <Held height={TIMER_HEIGHT}>
          <TimerBar />
        </Held>
      ) : null}
    </>
  );
}

/** The coupon banner under the header, on pages that switch it on. */
export function CouponBar() {
  return (
    <Held height={COUPON_HEIGHT}>
      <CouponBanner />
    </Held>
  );
}
