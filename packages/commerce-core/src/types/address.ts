import type { Maybe } from './common.js';

/**
 * Checkout address form (spec 3). Only firstName, phone, pinCode, address and city are checked.
 *
 * @example
 * const form: AddressForm = { firstName: 'Asha', phone: '9876543210', pinCode: '560001', address: '12 MG Road', city: 'Bengaluru' };
 */
export interface AddressForm {
  readonly firstName?: Maybe<string>;
  readonly lastName?: Maybe<string>;
  readonly phone?: Maybe<string>;
  readonly email?: Maybe<string>;
  readonly city?: Maybe<string>;
  readonly pinCode?: Maybe<string>;
  readonly address?: Maybe<string>;
  readonly landmark?: Maybe<string>;
  readonly state?: Maybe<string>;
  readonly country?: Maybe<string>;
  readonly area?: Maybe<string>;
  readonly location?: Maybe<string>;
}

/**
 * Address as sent with CreateOrder (shipping and billing): name is first plus last name,
 * country IN, phone with +91; email only when non-empty.
 *
 * @example
 * const address: OrderAddress = { name: 'Asha Rao', phone: '+919876543210', country: 'IN', pinCode: '560001', address: '12 MG Road', city: 'Bengaluru' };
 */
export interface OrderAddress {
  readonly name: string;
  readonly phone: string;
  readonly country: 'IN';
  readonly email?: string;
  readonly state?: string;
  readonly city?: string;
  readonly pinCode?: string;
  readonly landmark?: string;
  readonly address?: string;
  readonly location?: string;
  readonly area?: string;
}

/**
 * Per-field address errors (spec 8 INVALID_ADDRESS). A missing key means the field is fine.
 *
 * @example
 * const errors: AddressErrors = { pincode: 'Please enter valid pincode' };
 */
export interface AddressErrors {
  readonly phone?: string;
  readonly pincode?: string;
  readonly firstname?: string;
  readonly address?: string;
  readonly city?: string;
}

/**
 * Which payment method a pin code must serve: `ALL` only needs the pin code to exist.
 *
 * @example
 * const method: AddressCheckMethod = 'COD';
 */
export type AddressCheckMethod = 'ALL' | 'COD' | 'PREPAID';
