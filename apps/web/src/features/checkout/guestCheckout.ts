import { env } from '@/lib/env';
import { hasGuestCookie } from '@/lib/guestCookie';

/**
 * Whether a signed-out shopper may check out as a guest (spec 1): the GUEST_CHECKOUT store
 * setting, the guest cookie, or the configuration flag.
 */
export function guestCheckoutAllowed(guestCheckoutSetting: boolean): boolean {
  return guestCheckoutSetting || hasGuestCookie() || env.guestCheckout;
}
