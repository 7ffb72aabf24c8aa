import { apiError, badInput } from '../errors.js';
import { apiErrorMessages } from '@haat/storefront-api/errors';
import type { IdempotencyOutcome } from '../ports/storage/idempotency.js';

/** How long an idempotency key is remembered (the SDL's "Idempotency": 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Mutations that take an idempotency key, and `payment-start`: an order's one provider order,
 * keyed by the order id (CreateTransaction opens it once per order).
 *
 * @example
 * const scope: IdempotentScope = 'CreateOrder';
 */
export type IdempotentScope =
  | 'CreateOrder'
  | 'CreateTransaction'
  | 'ValidateTransaction'
  | 'createReview'
  | 'payment-start'
  | 'adjustStock'
  | 'importStockCsv'
  | 'importProductsCsv'
  | 'importCodRemittancesCsv';

/**
 * The key of a request, trimmed; BAD_USER_INPUT unless it is 8 to 128 characters.
 *
 * @example
 * idempotencyKey(' 5f0c2a9e-… '); // '5f0c2a9e-…'
 */
export function idempotencyKey(raw: string): string {
  const key = raw.trim();
  if (key.length < 8 || key.length > 128) {
    throw badInput('idempotencyKey must be 8 to 128 characters (use a UUID)');
  }
  return key;
}

/**
 * What identifies a request's input for its key: the input without the key itself, as JSON
 * (graphql-js hands input objects over in the SDL's field order, so equal inputs spell alike).
 *
 * @example
 * fingerprintOf({ idempotencyKey: 'k', orderId: 'o1' }); // '{"orderId":"o1"}'
 */
export function fingerprintOf(input: Readonly<Record<string, unknown>>): string {
  return JSON.stringify({ ...input, idempotencyKey: undefined });
}

/**
 * The refusal for a claim that cannot run: IDEMPOTENCY_KEY_REUSED for another input, and a
 * "still running" BAD_USER_INPUT while the first attempt has not finished; null when the caller
 * may go on (claimed or replay).
 *
 * @example
 * const refusal = claimRefusal(outcome);
 * if (refusal) throw refusal;
 */
export function claimRefusal(outcome: IdempotencyOutcome): Error | null {
  if (outcome.status === 'mismatch') {
    return apiError('IDEMPOTENCY_KEY_REUSED', apiErrorMessages.IDEMPOTENCY_KEY_REUSED);
  }
  if (outcome.status === 'in-progress') {
    return badInput('This request is still being processed. Please try again in a moment.');
  }
  return null;
}
