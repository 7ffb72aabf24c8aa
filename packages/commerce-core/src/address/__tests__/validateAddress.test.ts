import { describe, expect, it } from 'vitest';
import { validateAddress } from '../validateAddress.js';
import { ADDRESS_MESSAGES } from '../messages.js';
import type { AddressCheckMethod, AddressErrors, AddressForm } from '../../types/address.js';
import type { ZipCode } from '../../types/zip.js';

const form: AddressForm = {
  firstName: 'Asha',
  phone: '9876543210',
  pinCode: '560001',
  address: '12 MG Road',
  city: 'Bengaluru',
};
const both: ZipCode = { id: '560001', cod: true, prepaid: true };
const codOnly: ZipCode = { id: '560001', cod: true, prepaid: false };
const prepaidOnly: ZipCode = { id: '560001', cod: false, prepaid: true };

describe('validateAddress', () => {
  it.each<[string, AddressForm, AddressCheckMethod, ZipCode | null, AddressErrors]>([
    ['valid for every method', form, 'ALL', both, {}],
    ['COD served', form, 'COD', codOnly, {}],
    ['PREPAID served', form, 'PREPAID', prepaidOnly, {}],
    [
      'ALL needs the pin code to serve something',
      form,
      'ALL',
      { id: '560001', cod: false, prepaid: false },
      { pincode: 'Please enter valid pincode' },
    ],
    [
      'empty pin code',
      { ...form, pinCode: '' },
      'COD',
      codOnly,
      { pincode: 'Please enter valid pincode' },
    ],
    ['ALL with a failed lookup', form, 'ALL', null, { pincode: 'Please enter valid pincode' }],
    [
      'PREPAID not served',
      form,
      'PREPAID',
      codOnly,
      { pincode: 'Online Delivery is not available at this pincocde' },
    ],
    [
      'PREPAID with a failed lookup',
      form,
      'PREPAID',
      null,
      { pincode: 'Online Delivery is not available at this pincocde' },
    ],
    [
      'COD not served',
      form,
      'COD',
      prepaidOnly,
      { pincode: 'Cash on Delivery is not available at this pincocde' },
    ],
    [
      'COD with a failed lookup',
      form,
      'COD',
      null,
      { pincode: 'Cash on Delivery is not available at this pincocde' },
    ],
    [
      'answer for another pin code',
      form,
      'COD',
      { id: '110001', cod: true },
      { pincode: 'Cash on Delivery is not available at this pincocde' },
    ],
    ['phone with +91 is fine', { ...form, phone: '+919876543210' }, 'ALL', both, {}],
    [
      'bad phone',
      { ...form, phone: '12345' },
      'ALL',
      both,
      { phone: 'Please enter valid phone number' },
    ],
    [
      'every required field missing',
      {},
      'COD',
      null,
      {
        phone: 'Please enter valid phone number',
        pincode: 'Please enter valid pincode',
        firstname: 'Please enter firstname',
        address: 'Please enter address',
        city: 'Please enter city',
      },
    ],
    [
      'blank strings count as missing',
      { ...form, firstName: '  ', address: ' ', city: '' },
      'ALL',
      both,
      {
        firstname: 'Please enter firstname',
        address: 'Please enter address',
        city: 'Please enter city',
      },
    ],
    ['last name and email are optional', { ...form, lastName: '', email: '' }, 'ALL', both, {}],
  ])('%s', (_name, f, method, zip, errors) => {
    expect(validateAddress(f, method, zip)).toEqual(errors);
  });

  it('uses the ADDRESS_MESSAGES constants', () => {
    expect(Object.values(ADDRESS_MESSAGES)).toEqual([
      'Please enter valid phone number',
      'Please enter valid pincode',
      'Online Delivery is not available at this pincocde',
      'Cash on Delivery is not available at this pincocde',
      'Please enter firstname',
      'Please enter address',
      'Please enter city',
    ]);
  });
});
