import { describe, expect, it } from 'vitest';
import { codLimits } from '../codLimits.js';

const settings = { minCodAmount: 199, maxCodAmount: 5000 };

describe('codLimits', () => {
  it.each([
    [
      'the pin code limit is lower',
      settings,
      { codMaxAmount: 1000 },
      { min: 199, storeMax: 5000, pinCodeMax: 1000, max: 1000 },
    ],
    [
      'the store limit is lower',
      settings,
      { codMaxAmount: 8000 },
      { min: 199, storeMax: 5000, pinCodeMax: 8000, max: 5000 },
    ],
    [
      'the pin code has none',
      settings,
      { codMaxAmount: null },
      { min: 199, storeMax: 5000, pinCodeMax: null, max: 5000 },
    ],
    [
      'before a pin code is known',
      settings,
      undefined,
      { min: 199, storeMax: 5000, pinCodeMax: null, max: 5000 },
    ],
    [
      'limits of 0 are no limits',
      { minCodAmount: 0, maxCodAmount: 0 },
      { codMaxAmount: 0 },
      { min: null, storeMax: null, pinCodeMax: null, max: null },
    ],
    [
      'only a pin code limit',
      { minCodAmount: 0, maxCodAmount: -1 },
      { codMaxAmount: 2500.5 },
      { min: null, storeMax: null, pinCodeMax: 2500.5, max: 2500.5 },
    ],
  ])('%s', (_name, s, zip, expected) => {
    expect(codLimits(s, zip)).toEqual(expected);
  });
});
