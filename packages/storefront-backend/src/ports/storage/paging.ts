/**
 * Where a listing page stops: the sort keys of its last row (`listingKeys`: the sort's numbers,
 * then the curated position) and its id. The next page starts right after it.
 *
 * @example
 * const after: ListingCursor = { keys: [49900, 3], id: 'p-serum' };
 */
export interface ListingCursor {
  readonly keys: readonly number[];
  readonly id: string;
}

/**
 * A slice of a sorted result: skip `offset` rows, then take at most `limit`. A listing may
 * instead start right after a cursor (`after`, keyset paging): `offset` is then the cursor's
 * row count so far, which storage ignores.
 *
 * @example
 * const second: PageRequest = { offset: 48, limit: 48 };
 */
export interface PageRequest {
  readonly offset: number;
  readonly limit: number;
  readonly after?: ListingCursor | undefined;
  /**
   * Listings only: false when the caller needs no total (a GraphQL selection without `total`,
   * getInitialData's deals): storage does not count and the page's `total` is null. Default
   * true.
   */
  readonly count?: boolean | undefined;
}

/**
 * One page of rows and how many rows matched in all.
 *
 * @example
 * const page: Page<string> = { items: ['a', 'b'], total: 7 };
 */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * A listing page: its rows, how many rows match in all (null when the request asked for no
 * count: `PageRequest.count` false), whether more rows follow it, and the cursor of its last
 * row (null when empty).
 *
 * @example
 * const page: ListingPage<string> = {
 *   items: ['a'], total: 7, more: true, last: { keys: [0], id: 'a' },
 * };
 */
export interface ListingPage<T> {
  readonly items: readonly T[];
  readonly total: number | null;
  readonly more: boolean;
  readonly last: ListingCursor | null;
}
