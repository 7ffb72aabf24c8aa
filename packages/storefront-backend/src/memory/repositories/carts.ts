import type { CartsRepository } from '../../ports/storage/carts.js';
import type { CartRecord } from '../../ports/storage/records.js';
import { copy } from '../copy.js';
import { assertNew } from '../checks.js';
import type { Draft, Run } from '../draft.js';

const cartOf = (draft: Draft, userId: string, storeId: string): CartRecord | null => {
  for (const cart of draft.read('carts').values()) {
    if (cart.userId === userId && cart.storeId === storeId) return cart;
  }
  return null;
};

/** Server carts in the memory adapter. */
export function memoryCarts(run: Run): CartsRepository {
  return {
    forUser: (userId, storeId) => run((draft) => copy(cartOf(draft, userId, storeId))),
    upsertForUser: (cart) =>
      run((draft) => {
        const existing = cartOf(draft, cart.userId, cart.storeId);
        if (!existing) assertNew(draft.read('carts'), cart.id, 'cart id');
        const stored = { ...copy(cart), id: existing?.id ?? cart.id };
        draft.write('carts').set(stored.id, stored);
        return copy(stored);
      }),
  };
}
