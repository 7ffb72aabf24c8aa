import type { AddressErrors, PlaceOrderCheck } from '@haat/commerce-core';
import { apiErrorMessages } from '@haat/storefront-api/errors';
import { addressErrorsFrom } from '@/features/addresses/addressErrors';
import { errorMessage } from '@/lib/errors/handleError';
import { HttpClientError } from '@/lib/http/errors';

/**
 * Why an order could not be placed (spec 8 "Order placement results"): NOT_READY,
 * INVALID_PAYMENT_METHOD, INVALID_ADDRESS with per-field errors, or ERROR with the failure's
 * message. OUT_OF_STOCK answers carry the inventory to re-validate the cart with.
 */
export type PlacementProblem =
  | { code: 'NOT_READY'; message: string }
  | { code: 'INVALID_PAYMENT_METHOD'; message: string }
  | { code: 'INVALID_ADDRESS'; message: string; fieldErrors: AddressErrors }
  | { code: 'ERROR'; message: string; inventory?: unknown; coupon?: unknown };

/** Shown for INVALID_PAYMENT_METHOD (the spec gives no text, only the refusal): the API's message. */
export const CHOOSE_PAYMENT_MESSAGE = apiErrorMessages.INVALID_PAYMENT_METHOD;

export const INVALID_ADDRESS_MESSAGE = 'Please check the highlighted address fields.';

/** A failed CreateOrder as a placement problem. */
export function problemFromError(error: unknown): PlacementProblem {
  const message = errorMessage(error) ?? 'Something went wrong!';
  if (!(error instanceof HttpClientError)) return { code: 'ERROR', message };
  const fieldErrors = addressErrorsFrom(error);
  if (fieldErrors)
    return { code: 'INVALID_ADDRESS', message: INVALID_ADDRESS_MESSAGE, fieldErrors };
  if (error.hasCode('INVALID_PAYMENT_METHOD')) {
    return { code: 'INVALID_PAYMENT_METHOD', message: CHOOSE_PAYMENT_MESSAGE };
  }
  if (error.hasCode('OUT_OF_STOCK')) {
    return {
      code: 'ERROR',
      message,
      inventory: error.extensions['inventoryDetails'],
      coupon: error.extensions['coupon'],
    };
  }
  return { code: 'ERROR', message };
}

/** A refused `placeOrderCheck` as a placement problem. */
export function problemFromCheck(
  verdict: Exclude<PlaceOrderCheck, { ok: true }>,
): PlacementProblem {
  switch (verdict.code) {
    case 'NOT_READY':
      return { code: 'NOT_READY', message: verdict.message };
    case 'INVALID_PAYMENT_METHOD':
      return { code: 'INVALID_PAYMENT_METHOD', message: CHOOSE_PAYMENT_MESSAGE };
    case 'INVALID_ADDRESS':
      return {
        code: 'INVALID_ADDRESS',
        message: INVALID_ADDRESS_MESSAGE,
        fieldErrors: verdict.formError,
      };
  }
}
