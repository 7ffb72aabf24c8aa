const SOURCES = ['CART', 'COUPON', 'LIMITED_TIME_DEAL'] as const;

export type ApiCartItemSource = (typeof SOURCES)[number];

/** A cart line's source as the API enum (anything else, or none, is an ordinary line: null). */
export const apiCartItemSource = (value: string | null | undefined): ApiCartItemSource | null =>
  SOURCES.find((source) => source === value) ?? null;
