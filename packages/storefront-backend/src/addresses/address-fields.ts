import { validateAddress } from '@haat/commerce-core';
import type { CreateUserAddressInput } from '@haat/storefront-api/resolvers';
import { zipCodeFor } from '../courier/zip-code-for.js';
import type { BackendDeps } from '../deps.js';
import { apiError } from '../errors.js';
import type { AddressFields } from '../ports/storage/records.js';
import { firstAddressError, toAddressForm, toStoredAddress } from '../pricing/order-address.js';

/**
 * The fields of an address-book entry from the input, checked like checkout with method ALL
 * (commerce-core `validateAddress`, the pin code looked up in the catalogue): INVALID_ADDRESS
 * with the first field's message and every field's error otherwise. Stored as an order stores
 * an address (trimmed, `+91` phone, country IN by default, empty optional fields null).
 *
 * @example
 * const fields = await addressFields(deps, { name: 'Asha', phone: '9876543210', city: 'Pune', pinCode: '411001', address: '12 MG Road' });
 */
export async function addressFields(
  deps: BackendDeps,
  input: CreateUserAddressInput,
): Promise<AddressFields> {
  const zip = await zipCodeFor(deps.courier, deps.storage.repos, input.pinCode.trim());
  const errors = validateAddress(toAddressForm(input), 'ALL', zip);
  const first = firstAddressError(errors);
  if (first) throw apiError('INVALID_ADDRESS', first, { fieldErrors: errors });
  const stored = toStoredAddress(input);
  return { ...stored, phone: stored.phone ?? '' };
}
