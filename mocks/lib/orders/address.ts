import {
  addPhonePrefix,
  removePhonePrefix,
  type AddressErrors,
  type AddressForm,
} from '@haat/commerce-core';
import type { OrderAddress, OrderAddressInput } from '@haat/storefront-api/resolvers';

const optional = (value: string | null | undefined): string | null => value?.trim() || null;

/** An address as the order stores it: +91 phone, country IN by default, empty email dropped. */
export function toStoredAddress(input: OrderAddressInput): OrderAddress {
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

/** The checkout form commerce-core validates (the whole name counts as the first name). */
export function toAddressForm(input: {
  readonly name?: string | null | undefined;
  readonly phone?: string | null | undefined;
  readonly pinCode?: string | null | undefined;
  readonly address?: string | null | undefined;
  readonly city?: string | null | undefined;
}): AddressForm {
  return {
    firstName: input.name ?? null,
    phone: input.phone ?? null,
    pinCode: input.pinCode ?? null,
    address: input.address ?? null,
    city: input.city ?? null,
  };
}

/** The message to show for an invalid address: the first field error, in form order. */
export function firstAddressError(errors: AddressErrors): string | undefined {
  return errors.phone ?? errors.pincode ?? errors.firstname ?? errors.address ?? errors.city;
}
