import Cookies from 'js-cookie';
import { env } from '@/lib/env';

/** The guest-checkout cookie `?guest=1` sets (spec 1; set by the shell's query-parameter effects). */
export const GUEST_COOKIE = 'guest';

/**
 * Whether a signed-out shopper may check out as a guest (spec 1): the GUEST_CHECKOUT store
 * setting, the guest cookie, or the configuration flag.
 */
export function guestCheckoutAllowed(guestCheckoutSetting: boolean): boolean {
  return guestCheckoutSetting || Cookies.get(GUEST_COOKIE) === '1' || env.guestCheckout;
}
