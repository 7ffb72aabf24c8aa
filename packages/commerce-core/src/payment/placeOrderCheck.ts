import { validateAddress } from '../address/validateAddress.js';
import type { AddressErrors, AddressForm } from '../types/address.js';
import type { Loose, Maybe, PaymentChoice } from '../types/common.js';
import type { ZipCode } from '../types/zip.js';
import { ORDER_START_MESSAGES } from './messages.js';

/**
 * Outcome of `placeOrderCheck` (spec 8 "Order placement results", the codes decided before
 * CreateOrder is called; ERROR comes from the failed call itself).
 *
 * @example
 * const ok: PlaceOrderCheck = { ok: true };
 */
export type PlaceOrderCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: 'NOT_READY'; readonly message: string }
  | { readonly ok: false; readonly code: 'INVALID_PAYMENT_METHOD'; readonly message: null }
  | { readonly ok: false; readonly code: 'INVALID_ADDRESS'; readonly formError: AddressErrors };

/**
 * Input of `placeOrderCheck`: whether store data is ready, the payment choice (PPCOD is checked
 * as COD), the address form and the GetZipCode answer (`null` = lookup failed).
 *
 * @example
 * const input: PlaceOrderInput = { ready: true, paymentMethod: 'COD', form: {}, zip: null };
 */
export interface PlaceOrderInput {
  readonly ready: boolean;
  readonly paymentMethod: Loose<PaymentChoice | 'PPCOD'>;
  readonly form: AddressForm;
  readonly zip: Maybe<ZipCode>;
}

/**
 * Checks before placing an order, in order: not ready → NOT_READY ('Try again in sometime...');
 * payment NONE (or anything but COD / PREPAID / PPCOD) → INVALID_PAYMENT_METHOD; address errors
 * (`validateAddress` for the method) → INVALID_ADDRESS with per-field messages; else ok.
 *
 * @example
 * placeOrderCheck({ ready: false, paymentMethod: 'COD', form, zip }); // { ok: false, code: 'NOT_READY', message: 'Try again in sometime...' }
 */
export function placeOrderCheck(input: PlaceOrderInput): PlaceOrderCheck {
  if (!input.ready)
    return { ok: false, code: 'NOT_READY', message: ORDER_START_MESSAGES.NOT_READY };
  const method = input.paymentMethod;
  if (method !== 'COD' && method !== 'PREPAID' && method !== 'PPCOD') {
    return { ok: false, code: 'INVALID_PAYMENT_METHOD', message: null };
  }
  const formError = validateAddress(
    input.form,
    method === 'PREPAID' ? 'PREPAID' : 'COD',
    input.zip,
  );
  return Object.keys(formError).length > 0
    ? { ok: false, code: 'INVALID_ADDRESS', formError }
    : { ok: true };
}
