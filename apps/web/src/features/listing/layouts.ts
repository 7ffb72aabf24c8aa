import type { Paging } from './hooks/useListingProducts';

/** The theme's shop variants (spec 2) and the collection page: layout only, same listing. */
export type ListingVariant =
  | 'default'
  | 'infinite-scroll'
  | 'horizontal-filter'
  | 'navigation-filter'
  | 'off-canvas-filter'
  | 'right-sidebar'
  | 'grid'
  | 'collection';

/** Where the filters sit: a sidebar (left/right), a bar above the grid, or only a drawer. */
export type FilterPlacement = 'left' | 'right' | 'bar' | 'drawer';

export interface ListingLayout {
  filters: FilterPlacement;
  paging: Paging;
  /** A row of category links above the products. */
  categoryNav: boolean;
}

export const LISTING_LAYOUTS: Readonly<Record<ListingVariant, ListingLayout>> = {
  default: { filters: 'left', paging: 'pages', categoryNav: false },
  'infinite-scroll': { filters: 'left', paging: 'infinite', categoryNav: false },
  'horizontal-filter': { filters: 'bar', paging: 'pages', categoryNav: false },
  'navigation-filter': { filters: 'drawer', paging: 'pages', categoryNav: true },
  'off-canvas-filter': { filters: 'drawer', paging: 'infinite', categoryNav: false },
  'right-sidebar': { filters: 'right', paging: 'pages', categoryNav: false },
  grid: { filters: 'drawer', paging: 'pages', categoryNav: false },
  collection: { filters: 'left', paging: 'infinite', categoryNav: false },
};

/** Desktop columns of /shop/grid/{grid} (2–6; anything else is 4). */
export const GRID_COLUMNS: Readonly<Record<number, string>> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
};

export const isListingVariant = (value: string): value is ListingVariant =>
  Object.hasOwn(LISTING_LAYOUTS, value);
