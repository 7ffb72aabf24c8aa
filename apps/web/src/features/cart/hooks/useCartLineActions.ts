import type { CartItem } from '@haat/commerce-core';
import { useCallback } from 'react';
import { analyticsItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import { useCartStore } from '@/stores/cartStore';

/** Quantity changes and removal, each a commerce-core cart operation, tracked as add/remove. */
export function useCartLineActions() {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);

  const changeQuantity = useCallback(
    (key: string, qty: number) => {
      const line = useCartStore.getState().data.find((item) => item.recordKey === key);
      if (!line || qty === line.qty) return;
      setQuantity(key, qty);
      const delta = Math.abs(qty - line.qty);
      track({
        name: qty > line.qty ? 'add_to_cart' : 'remove_from_cart',
        items: [analyticsItem({ ...line, qty: delta })],
      });
    },
    [setQuantity],
  );

  const removeLine = useCallback(
    (line: CartItem) => {
      remove(line.recordKey);
      track({ name: 'remove_from_cart', items: [analyticsItem(line)] });
    },
    [remove],
  );

  return { changeQuantity, removeLine };
}
