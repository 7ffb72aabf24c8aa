import { afterEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../cartStore';
import { storageKey } from '../persist';
import { useWishlistStore } from '../wishlistStore';

const serum = { id: 'p-serum', title: 'Vitamin C Serum', price: 499, listingPrice: 599 };

afterEach(() => {
  useCartStore.getState().empty();
  useWishlistStore.getState().refresh();
});

describe('persisted stores', () => {
  it('keeps each store under the store-key prefix', () => {
    useCartStore.getState().add(serum);
    const saved = JSON.parse(localStorage.getItem(storageKey('cart')) ?? 'null') as {
      state: { data: { id: string; qty: number }[] };
      version: number;
    };
    expect(storageKey('cart')).toBe('haat:cart');
    expect(saved.version).toBe(1);
    expect(saved.state.data).toMatchObject([{ id: 'p-serum', qty: 1 }]);
  });

  it('restores a saved cart on reload', async () => {
    useCartStore.getState().add(serum);
    const saved = localStorage.getItem(storageKey('cart'));
    useCartStore.setState({ data: [] });
    localStorage.setItem(storageKey('cart'), saved ?? '');
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().data).toMatchObject([{ id: 'p-serum', qty: 1 }]);
  });

  it('resets a store whose saved value is not JSON, without throwing', async () => {
    localStorage.setItem(storageKey('cart'), '{"state": {"data": [');
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().data).toEqual([]);
    expect(localStorage.getItem(storageKey('cart'))).toBeNull();
  });

  it('resets a store whose saved value has the wrong shape', async () => {
    localStorage.setItem(
      storageKey('wishlist'),
      JSON.stringify({ state: { items: 'not a list' }, version: 1 }),
    );
    await useWishlistStore.persist.rehydrate();
    expect(useWishlistStore.getState().items).toEqual([]);
  });

  it('starts afresh from a version it cannot migrate', async () => {
    localStorage.setItem(
      storageKey('cart'),
      JSON.stringify({ state: { data: [{ id: 'x', recordKey: 'x', qty: 1 }] }, version: 0 }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().data).toEqual([]);
  });
});
