import type { Maybe } from './common.js';

/**
 * Pin code serviceability (spec 3 "Zip code", from GetZipCode). `id` is the pin code.
 *
 * @example
 * const zip: ZipCode = { id: '560001', cod: true, prepaid: true, codMaxAmount: 5000 };
 */
export interface ZipCode {
  readonly id?: Maybe<string>;
  readonly codMaxAmount?: Maybe<number>;
  readonly cod?: Maybe<boolean>;
  readonly prepaid?: Maybe<boolean>;
}
