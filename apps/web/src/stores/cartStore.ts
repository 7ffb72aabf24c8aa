import {
  addToCart,
  applyCoupon,
  clearStoredCoupon,
  emptyCart,
  INITIAL_CART_STATE,
  removeCoupon,
  removeFromCart,
  storeCoupon,
  updateCart,
  type CartItem,
  type CartState,
  type Coupon,
  type NewCartItem,
} from '@haat/commerce-core';
import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist';
import { useSystemStore } from './systemStore';

export interface CartActions {
  /** Adds a product (a variant is chosen when none is given); same record key sums quantities. */
  add: (item: NewCartItem) => void;
  /**
   * Removes a line and its children (lines whose parentRecordKey is its key); then, as any list
   * change, a coupon no longer allowed goes with its gifts (spec 4 "Remove" and "Update").
   */
  remove: (recordKey: string) => void;
  /** Sets one line's quantity; the list goes through commerce-core's updateCart. */
  setQuantity: (recordKey: string, qty: number) => void;
  /** Replaces the list (spec 4 "Update"): a coupon no longer allowed is dropped with its gifts. */
  replace: (items: readonly CartItem[]) => void;
  /** Resets to the initial state: clears lines, coupon, cart id and the click id (spec 4 "Empty"). */
  empty: () => void;
  applyCoupon: (coupon: Coupon) => void;
  removeCoupon: () => void;
  /** Keeps a `?couponCode=` for 24 hours. */
  storeCoupon: (code: string) => void;
  clearStoredCoupon: () => void;
  setCartId: (cartId: string | null) => void;
  /** Sets the state a cart operation computed elsewhere (validation: see `validateStoredCart`). */
  set: (next: CartState) => void;
}

export type CartStore = CartState & CartActions;

const PersistedCart = z.object({
  data: z.array(
    z.looseObject({ id: z.string(), recordKey: z.string(), qty: z.number().check(z.positive()) }),
  ),
  coupon: z.nullable(z.looseObject({ id: z.string() })),
  cartId: z.nullable(z.string()),
  storedCouponCode: z.nullable(z.string()),
  storedCouponExpiry: z.nullable(z.number()),
});

const pickState = ({ data, coupon, cartId, storedCouponCode, storedCouponExpiry }: CartState) => ({
  data,
  coupon,
  cartId,
  storedCouponCode,
  storedCouponExpiry,
});

/** The cart (spec 3/4). Every change goes through a commerce-core cart operation. */
export const useCartStore = create<CartStore>()(
  persist(
    (set, get) => {
      const apply = (next: CartState) => set(pickState(next));
      return {
        ...INITIAL_CART_STATE,
        add: (item) => apply(addToCart(get(), { ...item, addedAt: item.addedAt ?? Date.now() })),
        remove: (key) => {
          const next = removeFromCart(get(), key);
          apply(updateCart(get(), next.data));
        },
        setQuantity: (key, qty) =>
          apply(
            updateCart(
              get(),
              get().data.map((line) => (line.recordKey === key ? { ...line, qty } : line)),
            ),
          ),
        replace: (items) => apply(updateCart(get(), items)),
        empty: () => {
          apply(emptyCart());
          useSystemStore.getState().clearClickId();
        },
        applyCoupon: (coupon) => apply(applyCoupon(get(), coupon, Date.now())),
        removeCoupon: () => apply(removeCoupon(get())),
        storeCoupon: (code) => apply(storeCoupon(get(), code, Date.now())),
        clearStoredCoupon: () => apply(clearStoredCoupon(get())),
        setCartId: (cartId) => set({ cartId }),
        set: apply,
      };
    },
    persistOptions<CartStore, CartState>({
      name: 'cart',
      version: 1,
      partialize: pickState,
      isValid: (value): value is CartState => PersistedCart.safeParse(value).success,
      migrate: () => undefined,
    }),
  ),
);
