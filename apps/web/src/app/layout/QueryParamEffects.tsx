import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCartStore } from '@/stores/cartStore';
import { useModalStore } from '@/stores/modalStore';

/** Name of the guest-checkout cookie set by `?guest=1`. */
export const GUEST_COOKIE = 'guest';
/** How long the guest cookie lasts (the spec leaves the number of hours to configuration). */
export const GUEST_COOKIE_HOURS = 24;

/**
 * Spec 2 "Query parameters with effect", on landing and on every in-app navigation:
 * `cart=1` opens the cart panel, `couponCode=` keeps the code for 24 hours (cart store),
 * `guest=1` sets the guest cookie (path '/').
 */
export function QueryParamEffects() {
  const { search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const coupon = params.get('couponCode')?.trim();
    if (coupon) useCartStore.getState().storeCoupon(coupon);
    if (params.get('guest') === '1') {
      Cookies.set(GUEST_COOKIE, '1', {
        path: '/',
        expires: GUEST_COOKIE_HOURS / 24,
        sameSite: 'Lax',
      });
    }
    if (params.get('cart') === '1') useModalStore.getState().setCartOpen(true);
  }, [search]);
  return null;
}
