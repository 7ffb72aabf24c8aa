import { toast as sonner } from 'sonner';

/**
 * The one way to show a toast. Toasts sit bottom-left and close after 3 s (the <Toaster> in
 * App.tsx); cart notices sit top-centre for 1 s (spec 2).
 */
export const toast = sonner;

export const CART_NOTICE_DURATION_MS = 1000;

/** Shows a cart notice (spec 8 "Cart notices") as the top-centre toast for 1 s. */
export function showCartNotice(message: string) {
  sonner(message, { position: 'top-center', duration: CART_NOTICE_DURATION_MS });
}
