import { fromPaise, toPaise } from '@haat/commerce-core';
import type { CatalogueDocumentWriteOutcome } from '../ports/storage/catalogue.js';
import { adminError } from './admin-context.js';

/** The most rupees an amount staff type may be (₹1 crore): beyond it is a typing slip. */
export const MOST_RUPEES = 1_00_00_000;

/**
 * A rupee amount staff typed, checked: a whole number of paise from 0 to `most` (else
 * BAD_USER_INPUT naming the field); null stays null.
 *
 * @example
 * rupeesOf('minOrderValue', 499.5); // 499.5
 * rupeesOf('maxDiscount', 10.005); // throws 'maxDiscount must be in rupees with at most 2 decimals.'
 */
export function rupeesOf(
  field: string,
  value: number | null | undefined,
  most = MOST_RUPEES,
): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || value < 0 || value > most) {
    throw adminError('BAD_USER_INPUT', `${field} must be between 0 and ${most} rupees.`);
  }
  if (Math.abs(fromPaise(toPaise(value)) - value) > 1e-9) {
    throw adminError('BAD_USER_INPUT', `${field} must be in rupees with at most 2 decimals.`);
  }
  return fromPaise(toPaise(value));
}

/**
 * A whole number staff typed, checked against its range (else BAD_USER_INPUT naming the field
 * and the range); null stays null.
 *
 * @example
 * wholeOf('maxAllowedUsage', 3, 1, 1_000_000); // 3
 */
export function wholeOf(
  field: string,
  value: number | null | undefined,
  least: number,
  most: number,
): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < least || value > most) {
    throw adminError('BAD_USER_INPUT', `${field} must be a whole number from ${least} to ${most}.`);
  }
  return value;
}

/**
 * A refused document write as the admin API answers it: CONFLICT when the document changed
 * since it was read (or appeared meanwhile), BAD_USER_INPUT naming the field when another
 * document holds its unique value.
 *
 * @example
 * refuseWrite(outcome, 'coupon', (holder) => `code is already used by coupon ${holder}.`);
 */
export function refuseWrite(
  outcome: Exclude<CatalogueDocumentWriteOutcome, { ok: true }>,
  what: string,
  taken: (holder: string) => string = () => `This ${what} already exists.`,
): never {
  if (outcome.reason === 'taken') throw adminError('BAD_USER_INPUT', taken(outcome.holder));
  throw adminError(
    'CONFLICT',
    `Someone else changed this ${what} first. Please reload it and try again.`,
  );
}
