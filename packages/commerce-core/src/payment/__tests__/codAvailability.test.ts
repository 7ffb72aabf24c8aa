import { describe, expect, it } from 'vitest';
import { codAvailability } from '../codAvailability.js';

const settings = { codEnabled: true, minCodAmount: 199, maxCodAmount: 5000 };

describe('codAvailability', () => {
  it.each([
    ['offered', settings, { cod: true }, 1000, { available: true, reason: null }],
    ['before a pin code is known', settings, undefined, 1000, { available: true, reason: null }],
    [
      'COD switched off',
      { ...settings, codEnabled: false },
      { cod: true },
      1000,
      { available: false, reason: 'COD_DISABLED' },
    ],
    [
      'failed lookup',
      settings,
      null,
      1000,
      { available: false, reason: 'PINCODE_NOT_SERVICEABLE' },
    ],
    [
      'pin code without COD',
      settings,
      { cod: false, prepaid: true },
      1000,
      { available: false, reason: 'PINCODE_NOT_SERVICEABLE' },
    ],
    [
      'below the minimum',
      settings,
      { cod: true },
      198.99,
      { available: false, reason: 'BELOW_MIN_COD_AMOUNT' },
    ],
    [
      'above the maximum',
      settings,
      { cod: true },
      5000.01,
      { available: false, reason: 'ABOVE_MAX_COD_AMOUNT' },
    ],
    ['at the maximum', settings, { cod: true }, 5000, { available: true, reason: null }],
    [
      'above the pin code limit',
      settings,
      { cod: true, codMaxAmount: 2000 },
      2500,
      { available: false, reason: 'ABOVE_PINCODE_COD_LIMIT' },
    ],
    [
      'limits of 0 are no limits',
      { codEnabled: true, minCodAmount: 0, maxCodAmount: 0 },
      { cod: true, codMaxAmount: 0 },
      99999,
      { available: true, reason: null },
    ],
  ])('%s', (_name, s, zip, codGrandTotal, expected) => {
    expect(codAvailability({ settings: s, zip, codGrandTotal })).toEqual(expected);
  });
});
