import { describe, expect, it } from 'vitest';
import { couponPaymentWording } from '../couponPaymentWording.js';

describe('couponPaymentWording', () => {
  it.each([
    ['COD', 'Applicable on COD.'],
    ['ONLINE', 'Applicable on online payment.'],
    ['PREPAID', 'Applicable on online payment.'],
    ['ALL', 'Applicable on both COD and online payment.'],
    [null, 'Applicable on both COD and online payment.'],
  ])('%s → %s', (method, text) => {
    expect(couponPaymentWording(method)).toBe(text);
  });
});
