import type { FinancialYear } from './financialYear.js';

/** The longest document number CGST Rule 46(b) allows. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

/**
 * A tax invoice's or credit note's number: the series' letters, the financial year's short form,
 * a hyphen and the sequence number, at least five digits (`INV2627-00001`). Consecutive within a
 * series and a financial year, a new run from 1 each 1 April, and at most 16 characters of
 * letters, digits and a hyphen (CGST Rule 46(b)): a series is 1–4 capital letters and a year
 * holds up to 9,999,999 documents. Anything else is a programmer error and throws.
 *
 * @example
 * documentNumber('INV', financialYear(Date.parse('2026-05-01T00:00:00Z')), 1); // 'INV2627-00001'
 * documentNumber('CN', financialYear(Date.parse('2027-04-01T00:00:00Z')), 123456); // 'CN2728-123456'
 */
export function documentNumber(
  series: string,
  year: Pick<FinancialYear, 'short'>,
  sequence: number,
): string {
  if (!/^[A-Z]{1,4}$/.test(series))
    throw new RangeError(`A series is 1-4 capital letters: ${series}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 9_999_999) {
    throw new RangeError(`A document sequence number is 1-9999999: ${sequence}`);
  }
  return `${series}${year.short}-${String(sequence).padStart(5, '0')}`;
}
