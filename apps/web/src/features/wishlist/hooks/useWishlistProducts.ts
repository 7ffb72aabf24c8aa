import { useEffect, useMemo } from 'react';
import { ProductSchema, type ProductData } from '@/lib/schemas/product';
import { useWishlistStore } from '@/stores/wishlistStore';

/**
 * The wishlist's products, read back from the persisted store through the product schema (the
 * boundary for data kept in localStorage). An entry that no longer reads as a product (an older
 * or damaged stored shape) is dropped from the list.
 */
export function useWishlistProducts(): ProductData[] {
  const items = useWishlistStore((state) => state.items);
  const parsed = useMemo(
    () => items.map((item) => ({ id: item.id, result: ProductSchema.safeParse(item) })),
    [items],
  );
  useEffect(() => {
    const { remove } = useWishlistStore.getState();
    for (const { id, result } of parsed) if (!result.success) remove(id);
  }, [parsed]);
  return parsed.flatMap(({ result }) => (result.success ? [result.data] : []));
}
