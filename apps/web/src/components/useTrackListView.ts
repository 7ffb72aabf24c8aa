import { useEffect } from 'react';
import { analyticsListItems } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import type { ProductData } from '@/lib/schemas/product';

/** Tracks 'list viewed' (view_item_list) each time a list shows a new set of products. */
export function useTrackListView(products: readonly ProductData[] | undefined, listName: string) {
  useEffect(() => {
    if (!products || products.length === 0) return;
    track({
      name: 'view_item_list',
      itemListId: listName.toLowerCase().replace(/\W+/g, '-'),
      itemListName: listName,
      items: analyticsListItems(products, listName),
    });
  }, [products, listName]);
}
