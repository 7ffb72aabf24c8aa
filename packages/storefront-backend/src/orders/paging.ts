import { badInput } from '../errors.js';
import type { Page, PageRequest } from '../ports/storage/paging.js';

/** Page size of the storefront (spec 9) and the largest page the API serves. */
export const DEFAULT_LIMIT = 48;
export const MAX_LIMIT = 100;

/**
 * The paging arguments of a list operation: `nextToken` wins over `from`.
 *
 * @example
 * const args: PageArgs = { limit: 10, nextToken: null, from: 20 };
 */
export interface PageArgs {
  readonly limit?: number | null | undefined;
  readonly nextToken?: string | null | undefined;
  readonly from?: number | null | undefined;
}

/**
 * One page of a list as the API answers it.
 *
 * @example
 * const page: ApiPage<string> = { items: ['a'], nextToken: null, total: 1 };
 */
export interface ApiPage<T> {
  readonly items: T[];
  readonly nextToken: string | null;
  readonly total: number;
}

const encode = (offset: number): string => btoa(`offset:${offset}`);

const decode = (token: string): number => {
  try {
    const match = /^offset:(\d+)$/.exec(atob(token));
    if (match?.[1]) return Number(match[1]);
  } catch {
    // refused below
  }
  throw badInput('Invalid nextToken');
};

/**
 * The storage page request of the API's paging arguments: `limit` 1 to 100 (48 by default),
 * offset from `nextToken` or `from`; BAD_USER_INPUT otherwise.
 *
 * @example
 * pageRequest({ limit: 10, from: 20 }); // { offset: 20, limit: 10 }
 */
export function pageRequest(args: PageArgs): PageRequest {
  const limit = args.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw badInput(`limit must be between 1 and ${MAX_LIMIT}`);
  }
  const offset = args.nextToken ? decode(args.nextToken) : (args.from ?? 0);
  if (!Number.isInteger(offset) || offset < 0) throw badInput('from must be 0 or more');
  return { offset, limit };
}

/**
 * The API's page of a storage page, its items mapped, with a `nextToken` while rows remain.
 *
 * @example
 * apiPage({ items: [1], total: 3 }, { offset: 0, limit: 1 }, String); // nextToken set
 */
export function apiPage<T, R>(
  page: Page<T>,
  request: PageRequest,
  map: (item: T) => R,
): ApiPage<R> {
  const end = request.offset + page.items.length;
  return {
    items: page.items.map(map),
    nextToken: end < page.total && page.items.length > 0 ? encode(end) : null,
    total: page.total,
  };
}
