import { describe, expect, it } from 'vitest';
import { linesTotal, listingTotal, totalUnits, unitCount } from '../lineAmounts.js';

describe('unitCount', () => {
  it.each([
    [3, 3],
    [2.7, 2],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [null, 0],
    [undefined, 0],
  ])('qty %s counts %s units', (qty, units) => {
    expect(unitCount({ qty })).toBe(units);
  });
});

describe('totalUnits', () => {
  it('sums quantities', () => {
    expect(totalUnits([{ qty: 2 }, { qty: 1 }, { qty: null }])).toBe(3);
  });
});

describe('linesTotal', () => {
  it('multiplies price by quantity in paise', () => {
    expect(
      linesTotal([
        { price: 99.5, qty: 2 },
        { price: 0.1, qty: 3 },
        { price: null, qty: 1 },
      ]),
    ).toBe(19930);
  });
});

describe('listingTotal', () => {
  it('uses the listing price, or the price when listing is missing or lower', () => {
    expect(
      listingTotal([
        { price: 80, listingPrice: 100, qty: 2 },
        { price: 50, qty: 1 },
        { price: 70, listingPrice: 60, qty: 1 },
      ]),
    ).toBe(32000);
  });
});
