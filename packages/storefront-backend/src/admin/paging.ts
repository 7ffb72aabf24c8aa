import { adminError } from './admin-context.js';

/** The admin contract's page sizes: `first` defaults to 50, at most 200. */
const PAGE = { default: 50, max: 200 } as const;

/**
 * The size of a page the caller asked for (`first`), or BAD_USER_INPUT naming the bounds.
 *
 * @example
 * pageSize(null); // 50
 */
export function pageSize(first: number | null | undefined): number {
  const limit = first ?? PAGE.default;
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE.max) {
    throw adminError('BAD_USER_INPUT', `first must be between 1 and ${PAGE.max}.`);
  }
  return limit;
}

/**
 * A keyset page's end (a time and an id) as the contract's opaque cursor.
 *
 * @example
 * cursorText(1795801881469, 'ord_1'); // 'WzE3OTU4…'
 */
export const cursorText = (at: number, id: string): string => btoa(JSON.stringify([at, id]));

/**
 * A cursor {@link cursorText} gave, back as its time and id; BAD_USER_INPUT for anything else.
 *
 * @example
 * const [at, id] = cursorParts(after);
 */
export function cursorParts(text: string): readonly [at: number, id: string] {
  try {
    const value: unknown = JSON.parse(atob(text));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === 'string'
    ) {
      return [Number(value[0]), String(value[1])];
    }
  } catch {
    // Not base64 JSON: refused below.
  }
  throw adminError('BAD_USER_INPUT', 'after is not a cursor this list gave.');
}
