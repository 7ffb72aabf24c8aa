import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { handleBackgroundError } from '@/lib/errors/handleError';
import { useCartStore } from '@/stores/cartStore';
import { useModalStore } from '@/stores/modalStore';

/**
 * Spec 2 "Query parameters with effect", on landing and on every in-app navigation:
 * `cart=1` opens the cart panel, `couponCode=` keeps the code for 24 hours (cart store),
 * `guest=1` sets the guest cookie (path '/'; js-cookie loads only then, off the first load).
 */
export function QueryParamEffects() {
  const { search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const coupon = params.get('couponCode')?.trim();
    if (coupon) useCartStore.getState().storeCoupon(coupon);
    if (params.get('guest') === '1') {
      import('@/lib/guestCookie')
        .then(({ setGuestCookie }) => setGuestCookie())
        .catch((error: unknown) => handleBackgroundError(error, { source: 'guest-cookie' }));
    }
    if (params.get('cart') === '1') useModalStore.getState().setCartOpen(true);
  }, [search]);
  return null;
}
