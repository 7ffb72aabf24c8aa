import type { CartItem, Coupon } from '@haat/commerce-core';
import { useEffect } from 'react';
import { handleError } from '@/lib/errors/handleError';
import { useCartStore } from '@/stores/cartStore';
import { selectIsSignedIn, useUserStore } from '@/stores/userStore';
import { manageShoppingCart } from '../api/manageShoppingCart';

/** Quiet time after the last change before the cart is sent (rapid clicks send once). */
export const CART_SYNC_DELAY_MS = 500;

const selectSignature = (state: { data: readonly CartItem[]; coupon: Coupon | null }) =>
  JSON.stringify([
    state.data.map((line) => [
      line.id,
      line.variantId ?? null,
      line.qty,
      line.cartItemSource ?? null,
    ]),
    state.coupon?.id ?? null,
  ]);

/**
 * Spec 4 "Server sync": after a cart, coupon or user change, a signed-in shopper's cart is sent
 * with manageShoppingCart and the returned cart id kept. Not after emptying (the emptied cart
 * has no lines, no coupon and no cart id). The latest change wins: a newer one aborts the older
 * request. Failures go through the general handler (spec 8 "Cart sync failure").
 */
export function useCartSync() {
  const signedIn = useUserStore(selectIsSignedIn);
  const userId = useUserStore((state) => state.data?.id ?? null);
  const signature = useCartStore(selectSignature);
  useEffect(() => {
    if (!signedIn) return;
    const { data, coupon, cartId } = useCartStore.getState();
    if (data.length === 0 && coupon === null && cartId === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      manageShoppingCart(data, coupon?.id ?? null, controller.signal).then(
        (id) => {
          if (!controller.signal.aborted && id) useCartStore.getState().setCartId(id);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) handleError(error, { context: { source: 'cart-sync' } });
        },
      );
    }, CART_SYNC_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [signedIn, userId, signature]);
}
