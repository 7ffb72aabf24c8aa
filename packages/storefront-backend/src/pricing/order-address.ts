import {
  addPhonePrefix,
  removePhonePrefix,
  type AddressErrors,
  type AddressForm,
} from '@haat/commerce-core';
import type { OrderAddressInput } from '@haat/storefront-api/resolvers';
import type { OrderAddressRecord } from '../ports/storage/records.js';

const optional = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * An address as the order stores it: trimmed, +91 phone, country IN by default, empty optional
 * fields dropped.
 *
 * @example
 * toStoredAddress({ name: ' Asha ', phone: '9876543210', city: 'Pune', pinCode: '411001',
 *   address: '1 MG Road' }).phone; // '+919876543210'
 */
export function toStoredAddress(input: OrderAddressInput): OrderAddressRecord {
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

/**
 * The checkout form commerce-core validates (the whole name counts as the first name).
 *
 * @example
 * toAddressForm(input).firstName; // 'Asha Rao'
 */
export function toAddressForm(input: OrderAddressInput): AddressForm {
  return {
    firstName: input.name,
    phone: input.phone,
    pinCode: input.pinCode,
    address: input.address,
    city: input.city,
  };
}

/**
 * The message to show for an invalid address: the first field error, in form order.
 *
 * @example
 * firstAddressError({ city: 'Please enter a city' }); // 'Please enter a city'
 */
export function firstAddressError(errors: AddressErrors): string | undefined {
  return errors.phone ?? errors.pincode ?? errors.firstname ?? errors.address ?? errors.city;
}
