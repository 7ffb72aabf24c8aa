import type { AddressForm, OrderAddress } from '../types/address.js';
import { addPhonePrefix, removePhonePrefix } from './phonePrefix.js';

const OPTIONAL = [
  'state',
  'city',
  'pinCode',
  'landmark',
  'address',
  'location',
  'area',
  'email',
] as const;

/**
 * The address CreateOrder sends (spec 3 "Checkout address form"): name is first plus last name,
 * country IN, phone with +91; empty optional fields — email included — are dropped.
 *
 * @example
 * toOrderAddress({ firstName: 'Asha', lastName: 'Rao', phone: '9876543210', email: '' });
 * // { name: 'Asha Rao', phone: '+919876543210', country: 'IN' }
 */
export function toOrderAddress(form: AddressForm): OrderAddress {
  const name = [form.firstName?.trim(), form.lastName?.trim()].filter(Boolean).join(' ');
  const extra: Partial<Record<(typeof OPTIONAL)[number], string>> = {};
  for (const key of OPTIONAL) {
    const value = form[key]?.trim();
    if (value) extra[key] = value;
  }
  return { name, phone: addPhonePrefix(removePhonePrefix(form.phone)), country: 'IN', ...extra };
}
