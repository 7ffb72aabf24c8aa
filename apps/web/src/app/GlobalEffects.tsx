import { AuthEffects } from '@/features/auth/session/AuthEffects';
import { CartEffects } from '@/features/cart/components/CartEffects';
import { AttributionEffects } from '@/lib/attribution/AttributionEffects';
import { ShellEffects } from './layout/ShellEffects';

/**
 * App-wide side effects that run once per page (inside the router, so they can read the
 * location): store-data load, modal closing on route change, cart validation and sync, session
 * restore, attribution capture, third-party scripts. Each feature contributes one component here.
 */
export function GlobalEffects() {
  return (
    <>
      <ShellEffects />
      <AuthEffects />
      <CartEffects />
      <AttributionEffects />
    </>
  );
}
