import { describe, expect, it } from 'vitest';
import { toOrderAddress } from '../toOrderAddress.js';

describe('toOrderAddress', () => {
  it.each([
    [
      'full form',
      {
        firstName: 'Asha',
        lastName: 'Rao',
        phone: '9876543210',
        email: 'asha@example.in',
        pinCode: '560001',
        address: '12 MG Road',
        landmark: 'Near Metro',
        city: 'Bengaluru',
        state: 'KA',
        area: 'Ashok Nagar',
        location: '12.97,77.59',
        country: 'India',
      },
      {
        name: 'Asha Rao',
        phone: '+919876543210',
        country: 'IN',
        email: 'asha@example.in',
        pinCode: '560001',
        address: '12 MG Road',
        landmark: 'Near Metro',
        city: 'Bengaluru',
        state: 'KA',
        area: 'Ashok Nagar',
        location: '12.97,77.59',
      },
    ],
    [
      'no last name, empty email dropped',
      { firstName: 'Asha', lastName: null, phone: '+919876543210', email: '' },
      { name: 'Asha', phone: '+919876543210', country: 'IN' },
    ],
    ['empty form', {}, { name: '', phone: '', country: 'IN' }],
  ])('%s', (_name, form, expected) => {
    expect(toOrderAddress(form)).toEqual(expected);
  });
});
