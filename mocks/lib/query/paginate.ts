import { badInput } from '../errors.js';

/** Page size of the storefront (spec 9) and the largest page the API serves. */
export const DEFAULT_LIMIT = 48;
export const MAX_LIMIT = 100;

export interface PageArgs {
  readonly limit?: number | null | undefined;
  readonly nextToken?: string | null | undefined;
  readonly from?: number | null | undefined;
}

export interface Page<T> {
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
    // fall through to the error below
  }
  throw badInput('Invalid nextToken');
};

/** One page of `items`: `nextToken` wins over `from`; `limit` defaults to 48, at most 100. */
export function paginate<T>(items: readonly T[], args: PageArgs): Page<T> {
  const limit = args.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw badInput(`limit must be between 1 and ${MAX_LIMIT}`);
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
