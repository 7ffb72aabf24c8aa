import type { Page, PageRequest } from '../ports/storage/paging.js';
import { badInput } from '../errors.js';

/** Page size of the storefront (spec 9) and the largest page the API serves. */
export const DEFAULT_PAGE_SIZE = 48;
export const MAX_PAGE_SIZE = 100;

/**
 * A list's paging arguments as the API takes them: `nextToken` (from a previous page) wins over
 * `from` (an offset).
 *
 * @example
 * const args: PageArgs = { limit: 10, nextToken: null, from: 20 };
 */
export interface PageArgs {
  readonly limit?: number | null | undefined;
  readonly nextToken?: string | null | undefined;
  readonly from?: number | null | undefined;
}

const encode = (offset: number): string => btoa(`offset:${offset}`);

const decode = (token: string): number => {
  try {
    const match = /^offset:(\d+)$/.exec(atob(token));
    if (match?.[1]) return Number(match[1]);
  } catch {
    // not base64: refused below
  }
  throw badInput('Invalid nextToken');
};

/**
 * The page the arguments ask for; `limit` defaults to 48, at most 100. Bad arguments are
 * BAD_USER_INPUT.
 *
 * @example
 * pageRequest({ limit: 10, from: 20 }); // { offset: 20, limit: 10 }
 */
export function pageRequest(args: PageArgs): PageRequest {
  const limit = args.limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw badInput(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  const offset = args.nextToken ? decode(args.nextToken) : (args.from ?? 0);
  if (!Number.isInteger(offset) || offset < 0) throw badInput('from must be 0 or more');
  return { offset, limit };
}

/**
 * A page as the API answers it: its items, the total, and the token of the next page (null on
 * the last).
 *
 * @example
 * apiPage(page, { offset: 0, limit: 10 }, toApi); // { items, total: 25, nextToken: 'b2Zmc2V0OjEw' }
 */
export function apiPage<T, A>(
  page: Page<T>,
  request: PageRequest,
  toApi: (item: T) => A,
): { items: A[]; total: number; nextToken: string | null } {
  const end = request.offset + request.limit;
  return {
    items: page.items.map(toApi),
    total: page.total,
    nextToken: end < page.total ? encode(end) : null,
  };
}

/**
 * One page of a list held in memory.
 *
 * @example
 * pageOf(['a', 'b', 'c'], { offset: 1, limit: 1 }); // { items: ['b'], total: 3 }
 */
export function pageOf<T>(items: readonly T[], request: PageRequest): Page<T> {
  return {
    items: items.slice(request.offset, request.offset + request.limit),
    total: items.length,
  };
}

/**
 * One page of a list held in memory, as the API answers it (the catalogue's lists).
 *
 * @example
 * listPage(['a', 'b', 'c'], { limit: 2 }); // { items: ['a', 'b'], total: 3, nextToken: 'b2Zmc2V0OjI=' }
 */
export function listPage<T>(
  items: readonly T[],
  args: PageArgs,
): { items: T[]; total: number; nextToken: string | null } {
  const request = pageRequest(args);
  return apiPage(pageOf(items, request), request, (item) => item);
}
