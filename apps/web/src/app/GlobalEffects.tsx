import { lazy, Suspense } from 'react';
import { AuthEffects } from '@/features/auth/session/AuthEffects';
import { CartEffects } from '@/features/cart/components/CartEffects';
import { AttributionEffects } from '@/lib/attribution/AttributionEffects';
import { ShellEffects } from './layout/ShellEffects';

// Page-view tracking is not needed for the first paint: its code follows.
const PageViews = lazy(() =>
  import('@/lib/analytics/PageViews').then((m) => ({ default: m.PageViews })),
);

/**
 * App-wide side effects that run once per page (inside the router, so they can read the
 * location): store-data load, modal closing on route change, cart validation and sync, session
 * restore, attribution capture, page views. Each feature contributes one component here.
 */
export function GlobalEffects() {
  return (
    <>
      <ShellEffects />
      <AuthEffects />
      <CartEffects />
      <AttributionEffects />
      <Suspense fallback={null}>
        <PageViews />
      </Suspense>
    </>
  );
}
