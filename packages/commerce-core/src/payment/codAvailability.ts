import { toPaise } from '../money/paise.js';
import type { Maybe } from '../types/common.js';
import type { StoreSettings } from '../types/settings.js';
import type { ZipCode } from '../types/zip.js';
import { codLimits } from './codLimits.js';

/**
 * Why COD is not offered, checked in this order:
 * - `COD_DISABLED`: the COD_ENABLED setting is off;
 * - `PINCODE_NOT_SERVICEABLE`: the pin code lookup failed (`zip: null`) or `cod` is not true;
 * - `BELOW_MIN_COD_AMOUNT` / `ABOVE_MAX_COD_AMOUNT`: the COD grand total is outside
 *   MIN_COD_AMOUNT..MAX_COD_AMOUNT (a limit of 0 or less means none; see `codLimits`);
 * - `ABOVE_PINCODE_COD_LIMIT`: above the pin code's codMaxAmount (when above 0).
 *
 * @example
 * const reason: CodUnavailableReason = 'ABOVE_MAX_COD_AMOUNT';
 */
export type CodUnavailableReason =
  | 'COD_DISABLED'
  | 'PINCODE_NOT_SERVICEABLE'
  | 'BELOW_MIN_COD_AMOUNT'
  | 'ABOVE_MAX_COD_AMOUNT'
  | 'ABOVE_PINCODE_COD_LIMIT';

/**
 * Input of `codAvailability`. Leave `zip` out while no pin code has been looked up yet.
 *
 * @example
 * const input: CodAvailabilityInput = { settings: { codEnabled: true, minCodAmount: 0, maxCodAmount: 5000 }, codGrandTotal: 1049 };
 */
export interface CodAvailabilityInput {
  readonly settings: Pick<StoreSettings, 'codEnabled' | 'minCodAmount' | 'maxCodAmount'>;
  readonly zip?: Maybe<ZipCode>;
  readonly codGrandTotal: number;
}

/**
 * Whether cash on delivery is offered for this order, and if not, why (`CodUnavailableReason`).
 *
 * @example
 * codAvailability({ settings: { codEnabled: true, minCodAmount: 0, maxCodAmount: 1000 }, zip: { cod: true }, codGrandTotal: 1200 });
 * // { available: false, reason: 'ABOVE_MAX_COD_AMOUNT' }
 */
export function codAvailability(input: CodAvailabilityInput): {
  available: boolean;
  reason: CodUnavailableReason | null;
} {
  const { settings, zip } = input;
  const total = toPaise(input.codGrandTotal);
  const no = (reason: CodUnavailableReason) => ({ available: false, reason });
  if (!settings.codEnabled) return no('COD_DISABLED');
  if (zip === null || (zip !== undefined && zip.cod !== true)) return no('PINCODE_NOT_SERVICEABLE');
  const { min, storeMax, pinCodeMax } = codLimits(settings, zip);
  if (min !== null && total < toPaise(min)) return no('BELOW_MIN_COD_AMOUNT');
  if (storeMax !== null && total > toPaise(storeMax)) return no('ABOVE_MAX_COD_AMOUNT');
  if (pinCodeMax !== null && total > toPaise(pinCodeMax)) return no('ABOVE_PINCODE_COD_LIMIT');
  return { available: true, reason: null };
}
