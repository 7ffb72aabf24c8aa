import { removePhonePrefix, toOrderAddress, type OrderAddress } from '@haat/commerce-core';
import type { UserAddress } from '@/lib/schemas/address';

/**
 * The checkout address form (spec 3): every field a string as typed. `phone` holds the 10 digits
 * without +91; country is always IN. On submit it becomes an `OrderAddress` (`toOrderAddress`).
 */
export interface AddressValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  pinCode: string;
  address: string;
  landmark: string;
  area: string;
  city: string;
  state: string;
  location: string;
}

export type AddressField = keyof AddressValues;

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  pinCode: '',
  address: '',
  landmark: '',
  area: '',
  city: '',
  state: '',
  location: '',
};

/** A saved address back in the form: the name splits at its first space, +91 is dropped. */
export function valuesFromAddress(address: UserAddress | OrderAddress): AddressValues {
  const name = address.name.trim();
  const gap = name.indexOf(' ');
  return {
    firstName: gap === -1 ? name : name.slice(0, gap),
    lastName: gap === -1 ? '' : name.slice(gap + 1).trim(),
    phone: removePhonePrefix(address.phone ?? ''),
    email: address.email ?? '',
    pinCode: address.pinCode ?? '',
    address: address.address ?? '',
    landmark: address.landmark ?? '',
    area: address.area ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    location: address.location ?? '',
  };
}

/** What CreateOrder and createUserAddress take: commerce-core `toOrderAddress` (+91, IN). */
export function addressInput(values: AddressValues): OrderAddress & {
  city: string;
  pinCode: string;
  address: string;
} {
  const order = toOrderAddress(values);
  return {
    ...order,
    city: order.city ?? '',
    pinCode: order.pinCode ?? '',
    address: order.address ?? '',
  };
}

type AddressParts = 'address' | 'landmark' | 'area' | 'city' | 'state' | 'pinCode';

/** The address on one line, for lists and the order summary. */
export function addressLine(address: { [K in AddressParts]?: string | null | undefined }): string {
  return [
    address.address,
    address.landmark,
    address.area,
    address.city,
    address.state,
    address.pinCode,
  ]
    .filter(Boolean)
    .join(', ');
}
