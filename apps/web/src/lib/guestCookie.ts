import Cookies from 'js-cookie';

/** Name of the guest-checkout cookie set by `?guest=1` (spec 1). */
export const GUEST_COOKIE = 'guest';
/** How long the guest cookie lasts (the spec leaves the number of hours to configuration). */
export const GUEST_COOKIE_HOURS = 24;

/** Sets the guest cookie for the whole site (path '/'). */
export function setGuestCookie() {
  Cookies.set(GUEST_COOKIE, '1', { path: '/', expires: GUEST_COOKIE_HOURS / 24, sameSite: 'Lax' });
}

/** Whether the guest cookie is set. */
export const hasGuestCookie = () => Cookies.get(GUEST_COOKIE) === '1';
