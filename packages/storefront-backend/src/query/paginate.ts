import { badInput } from '../errors.js';

/** Page size of the storefront (spec 9). */
export const DEFAULT_PAGE_SIZE = 48;
/** The largest page the API serves. */
export const MAX_PAGE_SIZE = 100;

/**
 * Paging arguments of a list query: `nextToken` (opaque, from a previous page) wins over `from`.
 *
 * @example
 * const args: PageArgs = { limit: 12, nextToken: null, from: 24 };
 */
export interface PageArgs {
  readonly limit?: number | null | undefined;
  readonly nextToken?: string | null | undefined;
  readonly from?: number | null | undefined;
}

/**
 * One page of a list, with the token of the next page (null on the last) and the total count.
 *
 * @example
 * const page: ListPage<string> = { items: ['a'], nextToken: null, total: 1 };
 */
export interface ListPage<T> {
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
    // fall through to the refusal below
  }
  throw badInput('Invalid nextToken');
};

/**
 * One page of `items`: `limit` defaults to 48 and must be 1–100 (BAD_USER_INPUT
 * 'limit must be between 1 and 100'); a token that is not ours is 'Invalid nextToken'.
 *
 * @example
 * paginate(['a', 'b', 'c'], { limit: 2 }); // { items: ['a', 'b'], nextToken: 'b2Zmc2V0OjI=', total: 3 }
 */
export function paginate<T>(items: readonly T[], args: PageArgs): ListPage<T> {
  const limit = args.limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw badInput(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  const offset = args.nextToken ? decode(args.nextToken) : (args.from ?? 0);
  if (!Number.isInteger(offset) || offset < 0) throw badInput('from must be 0 or more');
  const end = offset + limit;
  return {
    items: items.slice(offset, end),
    nextToken: end < items.length ? encode(end) : null,
    total: items.length,
  };
}
