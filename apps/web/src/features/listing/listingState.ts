/** The six sort options of spec 3, in the order the menu shows them. */
export const SORT_OPTIONS = [
  { key: 'default', label: 'Recommended', api: 'DEFAULT' },
  { key: 'latest', label: 'Latest', api: 'LATEST' },
  { key: 'best-seller', label: 'Best sellers', api: 'BEST_SELLER' },
  { key: 'popularity', label: 'Popularity (highest rated)', api: 'POPULARITY' },
  { key: 'price-high', label: 'Price: high to low', api: 'PRICE_HIGH' },
  { key: 'price-low', label: 'Price: low to high', api: 'PRICE_LOW' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];
export type ApiSort = (typeof SORT_OPTIONS)[number]['api'];

/** What a listing shows, as kept in the URL. */
export interface ListingState {
  sort: SortKey;
  category: string | null;
  priceMin: number | null;
  priceMax: number | null;
  rating: number | null;
  inStock: boolean;
  page: number;
}

const isSortKey = (value: string | null): value is SortKey =>
  SORT_OPTIONS.some((option) => option.key === value);

const amount = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** The sort key for an API sort (a collection's defaultSorting). */
export const sortKeyOf = (api: string | null | undefined): SortKey =>
  SORT_OPTIONS.find((option) => option.api === api)?.key ?? 'default';

export const apiSortOf = (key: SortKey): ApiSort =>
  SORT_OPTIONS.find((option) => option.key === key)?.api ?? 'DEFAULT';

/** Reads the listing state from the query string; `defaultSort` applies when none is given. */
export function readListingState(
  params: URLSearchParams,
  defaultSort: SortKey = 'default',
): ListingState {
  const sort = params.get('sort');
  const rating = amount(params.get('rating'));
  const page = Math.floor(amount(params.get('page')) ?? 1);
  return {
    sort: isSortKey(sort) ? sort : defaultSort,
    category: params.get('category')?.trim() || null,
    priceMin: amount(params.get('min')),
    priceMax: amount(params.get('max')),
    rating: rating !== null && rating >= 1 && rating <= 5 ? Math.floor(rating) : null,
    inStock: params.get('inStock') === '1',
    page: page >= 1 ? page : 1,
  };
}

/**
 * Writes a change into the query string, keeping parameters the listing does not own
 * (`couponCode`, `search`…). Any change but the page goes back to page 1.
 */
export function writeListingState(
  params: URLSearchParams,
  change: Partial<ListingState>,
  defaultSort: SortKey = 'default',
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  if ('sort' in change) set('sort', change.sort === defaultSort ? null : (change.sort ?? null));
  if ('category' in change) set('category', change.category ?? null);
  if ('priceMin' in change) set('min', change.priceMin == null ? null : String(change.priceMin));
  if ('priceMax' in change) set('max', change.priceMax == null ? null : String(change.priceMax));
  if ('rating' in change) set('rating', change.rating == null ? null : String(change.rating));
  if ('inStock' in change) set('inStock', change.inStock ? '1' : null);
  const page = 'page' in change ? (change.page ?? 1) : 1;
  set('page', page > 1 ? String(page) : null);
  return next;
}

/** How many filters are on (for the filter button's badge). */
export const activeFilterCount = (state: ListingState) =>
  [state.category, state.priceMin ?? state.priceMax, state.rating, state.inStock || null].filter(
    (value) => value !== null,
  ).length;
