import { env } from '@/lib/env';
import type { ListingScope } from './api/listingQueries';
import { isListingVariant, type ListingVariant } from './layouts';

/** What /shop and its variants list: every product of the store. */
export const SHOP_SCOPE: ListingScope = { storeId: env.storeId };

export interface ShopLayout {
  variant: ListingVariant;
  /** Desktop columns (the grid/{grid} variant). */
  columns: number;
}

/**
 * The layout of a /shop page from its path: `/shop/{variant}` names a theme variant,
 * `/shop/grid/{grid}` the grid with its columns, anything else is the default listing.
 */
export function shopLayoutOf(pathname: string): ShopLayout {
  const [, , named = '', grid] = pathname.split('/');
  if (named === 'grid' && grid) return { variant: 'grid', columns: Number(grid) };
  return { variant: isListingVariant(named) ? named : 'default', columns: 4 };
}
