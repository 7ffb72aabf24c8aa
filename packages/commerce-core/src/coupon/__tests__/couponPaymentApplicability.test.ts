import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponPaymentApplicability } from '../couponPaymentApplicability.js';

const TYPES = ['COD', 'PREPAID', 'PPCOD'] as const;

describe('couponPaymentApplicability', () => {
  it.each([
    ['COD', 'PREPAID', 'Coupon COD50 is applicable on COD only.'],
    ['ONLINE', 'COD', 'Coupon COD50 is applicable on online payment only.'],
    ['PREPAID', 'COD', 'Coupon COD50 is applicable on online payment only.'],
  ] as const)('a %s coupon is refused on a %s order', (paymentMethod, type, message) => {
    expect(couponPaymentApplicability({ code: 'COD50', paymentMethod }, type)).toEqual({
      allowed: false,
      message,
    });
  });

  it.each([
    ['ALL', 'COD'],
    ['ALL', 'PREPAID'],
    ['ALL', 'PPCOD'],
    [null, 'PREPAID'],
    ['COD', 'COD'],
    ['COD', 'PPCOD'],
    ['ONLINE', 'PREPAID'],
    ['ONLINE', 'PPCOD'],
    ['PREPAID', 'PREPAID'],
    ['PREPAID', 'PPCOD'],
  ] as const)('a %s coupon is accepted on a %s order', (paymentMethod, type) => {
    expect(couponPaymentApplicability({ code: 'X', paymentMethod }, type)).toEqual({
      allowed: true,
      message: null,
    });
  });

  it('says "This coupon" when the coupon has no code', () => {
    expect(couponPaymentApplicability({ paymentMethod: 'COD' }, 'PREPAID').message).toBe(
      'This coupon is applicable on COD only.',
    );
  });

  it('allows every payment without a coupon, and PPCOD with any coupon', () => {
    const method = fc.constantFrom('COD', 'ONLINE', 'PREPAID', 'ALL', null);
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), method, fc.string(), (type, paymentMethod, code) => {
        expect(couponPaymentApplicability(null, type).allowed).toBe(true);
        expect(couponPaymentApplicability({ code, paymentMethod }, 'PPCOD').allowed).toBe(true);
      }),
    );
  });

  it('gives a message exactly when it refuses', () => {
    const method = fc.constantFrom('COD', 'ONLINE', 'PREPAID', 'ALL', null);
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), method, (type, paymentMethod) => {
        const { allowed, message } = couponPaymentApplicability({ paymentMethod }, type);
        expect(message === null).toBe(allowed);
      }),
    );
  });
});
