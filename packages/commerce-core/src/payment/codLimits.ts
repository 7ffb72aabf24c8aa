import { roundRupees } from '../money/paise.js';
import type { Maybe } from '../types/common.js';
import type { StoreSettings } from '../types/settings.js';
import type { ZipCode } from '../types/zip.js';

/**
 * The COD order limits in rupees, each `null` when there is none.
 *
 * @example
 * const limits: CodLimits = { min: 199, storeMax: 5000, pinCodeMax: 1000, max: 1000 };
 */
export interface CodLimits {
  /** MIN_COD_AMOUNT. */
  readonly min: number | null;
  /** MAX_COD_AMOUNT. */
  readonly storeMax: number | null;
  /** The pin code's codMaxAmount. */
  readonly pinCodeMax: number | null;
  /** The lower of the two maxima: the most a COD order may total there. */
  readonly max: number | null;
}

const limit = (value: Maybe<number>): number | null =>
  value != null && value > 0 ? roundRupees(value) : null;

/**
 * The limits a COD order must keep (the ones `codAvailability` checks): MIN_COD_AMOUNT,
 * MAX_COD_AMOUNT and the pin code's codMaxAmount, where a value of 0 or less means no limit.
 *
 * @example
 * codLimits({ minCodAmount: 199, maxCodAmount: 5000 }, { codMaxAmount: 1000 });
 * // { min: 199, storeMax: 5000, pinCodeMax: 1000, max: 1000 }
 */
export function codLimits(
  settings: Pick<StoreSettings, 'minCodAmount' | 'maxCodAmount'>,
  zip?: Maybe<Pick<ZipCode, 'codMaxAmount'>>,
): CodLimits {
  const storeMax = limit(settings.maxCodAmount);
  const pinCodeMax = limit(zip?.codMaxAmount);
  const maxima = [storeMax, pinCodeMax].filter((value) => value !== null);
  return {
    min: limit(settings.minCodAmount),
    storeMax,
    pinCodeMax,
    max: maxima.length > 0 ? Math.min(...maxima) : null,
  };
}
