import type { ListingCursor, ListingPage, PageRequest } from '../ports/storage/paging.js';
import type { ProductQuerySort } from '../ports/storage/product-query.js';
import { pageRequest, type PageArgs } from './page-args.js';

/** What a listing's `nextToken` carries: the rows so far, the sort and its last row's cursor. */
interface ListingToken {
  readonly o: number;
  readonly s: string;
  readonly k: readonly string[];
  readonly i: string;
}

const isToken = (value: unknown): value is ListingToken => {
  if (typeof value !== 'object' || value === null) return false;
  const { o, s, k, i } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(o) &&
    (o as number) >= 0 &&
    typeof s === 'string' &&
    typeof i === 'string' &&
    Array.isArray(k) &&
    k.every((key) => typeof key === 'string' && !Number.isNaN(Number(key)))
  );
};

/** Reads a listing token; null when it is not one (an offset token, say). */
function readToken(token: string): ListingToken | null {
  try {
    const parsed: unknown = JSON.parse(atob(token));
    return isToken(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The page a listing's arguments ask for: a `nextToken` of a listing in the same sort resumes
 * right after its cursor (keyset: a deep page costs what the first costs); an offset token or
 * `from` skips rows. `limit` defaults to 48, at most 100; bad arguments are BAD_USER_INPUT.
 *
 * @example
 * listingPageRequest({ limit: 48, nextToken }, 'PRICE_LOW'); // { offset: 48, limit: 48, after: { keys: [49900, 2], id: 'p9' } }
 */
export function listingPageRequest(args: PageArgs, sort: ProductQuerySort): PageRequest {
  const token = args.nextToken ? readToken(args.nextToken) : null;
  if (!token) return pageRequest(args);
  const { limit } = pageRequest({ limit: args.limit });
  if (token.s !== sort) return { offset: token.o, limit };
  return { offset: token.o, limit, after: { keys: token.k.map(Number), id: token.i } };
}

const encode = (offset: number, sort: ProductQuerySort, last: ListingCursor): string =>
  btoa(JSON.stringify({ o: offset, s: sort, k: last.keys.map(String), i: last.id }));

/**
 * A listing page as the API answers it: its items, the total (null when storage did not count:
 * the request asked for none), and the token of the next page (null on the last: no product
 * follows), which carries the page's last cursor.
 *
 * @example
 * listingApiPage(page, request, 'DEFAULT', toApi).nextToken; // 'eyJvIjo0OC…'
 */
export function listingApiPage<T, A>(
  page: ListingPage<T>,
  request: PageRequest,
  sort: ProductQuerySort,
  toApi: (item: T) => A,
): { items: A[]; total: number | null; nextToken: string | null } {
  const end = request.offset + page.items.length;
  return {
    items: page.items.map(toApi),
    total: page.total,
    nextToken: page.last && page.more ? encode(end, sort, page.last) : null,
  };
}
