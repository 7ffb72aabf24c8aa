import type { Maybe } from '../types/common.js';
import type { AddressCheckMethod, AddressErrors, AddressForm } from '../types/address.js';
import type { ZipCode } from '../types/zip.js';
import { isValidPhone } from './isValidPhone.js';
import { ADDRESS_MESSAGES } from './messages.js';

const blank = (value: Maybe<string>): boolean => (value ?? '').trim() === '';

function pincodeError(
  pinCode: string,
  method: AddressCheckMethod,
  zip: Maybe<ZipCode>,
): string | null {
  if (pinCode === '') return ADDRESS_MESSAGES.INVALID_PINCODE;
  const found = zip != null && (zip.id == null || zip.id.trim() === pinCode);
  const serves =
    found &&
    (method === 'COD'
      ? zip.cod === true
      : method === 'PREPAID'
        ? zip.prepaid === true
        : zip.cod === true || zip.prepaid === true);
  if (serves) return null;
  if (method === 'PREPAID') return ADDRESS_MESSAGES.ONLINE_NOT_AVAILABLE;
  if (method === 'COD') return ADDRESS_MESSAGES.COD_NOT_AVAILABLE;
  return ADDRESS_MESSAGES.INVALID_PINCODE;
}

/**
 * Address check at order time (spec 5), one message per field: `phone`, `pincode`,
 * `firstname`, `address`, `city`. `zip` is the GetZipCode answer; `null` means the lookup failed
 * or found nothing, which counts as not serviceable. A found pin code serves COD when `cod` is
 * true, PREPAID when `prepaid` is true, and ALL when either is. An empty result means valid.
 *
 * @example
 * validateAddress({ phone: '123', pinCode: '560001', firstName: 'A', address: 'x', city: 'y' }, 'COD', { cod: false });
 * // { phone: 'Please enter valid phone number', pincode: 'Cash on Delivery is not available at this pincocde' }
 */
export function validateAddress(
  form: AddressForm,
  method: AddressCheckMethod,
  zip: Maybe<ZipCode>,
): AddressErrors {
  const pincode = pincodeError(form.pinCode?.trim() ?? '', method, zip);
  return {
    ...(isValidPhone(form.phone) ? {} : { phone: ADDRESS_MESSAGES.INVALID_PHONE }),
    ...(pincode === null ? {} : { pincode }),
    ...(blank(form.firstName) ? { firstname: ADDRESS_MESSAGES.FIRSTNAME_REQUIRED } : {}),
    ...(blank(form.address) ? { address: ADDRESS_MESSAGES.ADDRESS_REQUIRED } : {}),
    ...(blank(form.city) ? { city: ADDRESS_MESSAGES.CITY_REQUIRED } : {}),
  };
}
