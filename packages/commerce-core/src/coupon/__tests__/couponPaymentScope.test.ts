import { describe, expect, it } from 'vitest';
import { couponPaymentScope } from '../couponPaymentScope.js';

describe('couponPaymentScope', () => {
  it.each([
    ['COD', 'COD'],
    ['ONLINE', 'ONLINE'],
    ['PREPAID', 'ONLINE'],
    ['ALL', 'ALL'],
    [null, 'ALL'],
    [undefined, 'ALL'],
    ['CASHBACK', 'ALL'],
  ])('%s → %s', (method, scope) => {
    expect(couponPaymentScope(method)).toBe(scope);
  });
});
