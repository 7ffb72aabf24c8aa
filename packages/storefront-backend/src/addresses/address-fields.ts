import {
  addPhonePrefix,
  removePhonePrefix,
  validateAddress,
  type AddressErrors,
} from '@haat/commerce-core';
import type { CreateUserAddressInput } from '@haat/storefront-api/resolvers';
import type { BackendDeps } from '../deps.js';
import { apiError } from '../errors.js';
import type { AddressFields } from '../ports/storage/records.js';

const optional = (value: string | null | undefined): string | null => value?.trim() || null;

/** The message to show for an invalid address: the first field error, in form order. */
const firstError = (errors: AddressErrors): string | undefined =>
  errors.phone ?? errors.pincode ?? errors.firstname ?? errors.address ?? errors.city;

/**
 * The fields of an address-book entry from the input, checked like checkout with method ALL
 * (commerce-core `validateAddress`, the pin code looked up in the catalogue): INVALID_ADDRESS
 * with the first field's message and every field's error otherwise. Stored cleaned: trimmed,
 * `+91` phone, country IN by default, empty optional fields null.
 *
 * @example
 * const fields = await addressFields(deps, { name: 'Asha', phone: '9876543210', city: 'Pune', pinCode: '411001', address: '12 MG Road' });
 */
export async function addressFields(
  deps: BackendDeps,
  input: CreateUserAddressInput,
): Promise<AddressFields> {
  const zip = await deps.storage.repos.catalogue.zipCode(input.pinCode.trim());
  const form = {
    firstName: input.name,
    phone: input.phone,
    pinCode: input.pinCode,
    address: input.address,
    city: input.city,
  };
  const errors = validateAddress(form, 'ALL', zip);
  const first = firstError(errors);
  if (first) throw apiError('INVALID_ADDRESS', first, { fieldErrors: errors });
  return {
    name: input.name.trim(),
    phone: addPhonePrefix(removePhonePrefix(input.phone)),
    email: optional(input.email),
    country: optional(input.country) ?? 'IN',
    state: optional(input.state),
    city: input.city.trim(),
    pinCode: input.pinCode.trim(),
    landmark: optional(input.landmark),
    address: input.address.trim(),
    location: optional(input.location),
    area: optional(input.area),
  };
}
