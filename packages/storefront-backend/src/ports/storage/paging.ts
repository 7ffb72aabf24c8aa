/**
 * A slice of a sorted result: skip `offset` rows, then take at most `limit`.
 *
 * @example
 * const second: PageRequest = { offset: 48, limit: 48 };
 */
export interface PageRequest {
  readonly offset: number;
  readonly limit: number;
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
