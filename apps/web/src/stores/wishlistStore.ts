import { removeFromWishlist, toggleWishlist, type Product } from '@haat/commerce-core';
import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist';

interface WishlistState {
  items: readonly Product[];
}

interface WishlistActions {
  /**
   * Adds the product when absent; when present removes it AND every product after it
   * (the spec's observed quirk, kept on purpose — see commerce-core toggleWishlist).
   */
  toggle: (product: Product) => void;
  remove: (productId: string) => void;
  /** Empties the list (spec 4 "Refresh"). */
  refresh: () => void;
}

const PersistedWishlist = z.object({ items: z.array(z.looseObject({ id: z.string() })) });

export const useWishlistStore = create<WishlistState & WishlistActions>()(
  persist(
    (set, get) => ({
      items: [],
      toggle: (product) => set({ items: toggleWishlist(get().items, product) }),
      remove: (productId) => set({ items: removeFromWishlist(get().items, productId) }),
      refresh: () => set({ items: [] }),
    }),
    persistOptions<WishlistState & WishlistActions, WishlistState>({
      name: 'wishlist',
      version: 1,
      partialize: ({ items }) => ({ items }),
      isValid: (value): value is WishlistState => PersistedWishlist.safeParse(value).success,
      migrate: () => undefined,
    }),
  ),
);
