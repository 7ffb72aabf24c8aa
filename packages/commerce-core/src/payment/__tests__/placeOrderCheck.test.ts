import { describe, expect, it } from 'vitest';
import { placeOrderCheck } from '../placeOrderCheck.js';
import { ORDER_START_MESSAGES } from '../messages.js';

const form = {
  firstName: 'Asha',
  phone: '+919876543210',
  pinCode: '560001',
  address: '12 MG Road',
  city: 'Bengaluru',
};
const zip = { id: '560001', cod: true, prepaid: false };

describe('placeOrderCheck', () => {
  it('refuses before the store data is ready', () => {
    expect(placeOrderCheck({ ready: false, paymentMethod: 'COD', form, zip })).toEqual({
      ok: false,
      code: 'NOT_READY',
      message: 'Try again in sometime...',
    });
    expect(ORDER_START_MESSAGES.NOT_READY).toBe('Try again in sometime...');
  });

  it.each(['NONE', '', 'CARD'])('refuses payment method %j', (paymentMethod) => {
    expect(placeOrderCheck({ ready: true, paymentMethod, form, zip })).toEqual({
      ok: false,
      code: 'INVALID_PAYMENT_METHOD',
      message: null,
    });
  });

  it('returns per-field errors for the method', () => {
    expect(
      placeOrderCheck({ ready: true, paymentMethod: 'PREPAID', form: { ...form, city: ' ' }, zip }),
    ).toEqual({
      ok: false,
      code: 'INVALID_ADDRESS',
      formError: {
        pincode: 'Online Delivery is not available at this pincocde',
        city: 'Please enter city',
      },
    });
  });

  it.each(['COD', 'PPCOD'])('accepts a serviceable %s order', (paymentMethod) => {
    expect(placeOrderCheck({ ready: true, paymentMethod, form, zip })).toEqual({ ok: true });
  });
});
