import type { AddressFields } from '../ports/storage/records.js';

/**
 * Only the address fields of an object, whatever else it carries: what every storage adapter
 * writes when it creates or updates an address-book entry.
 *
 * @example
 * addressFieldsOf({ ...address, id: 'a1' }); // the eleven fields, without `id`
 */
export function addressFieldsOf(fields: AddressFields): AddressFields {
  return {
    name: fields.name,
    phone: fields.phone,
    email: fields.email,
    country: fields.country,
    state: fields.state,
    city: fields.city,
    pinCode: fields.pinCode,
    landmark: fields.landmark,
    address: fields.address,
    location: fields.location,
    area: fields.area,
  };
}
