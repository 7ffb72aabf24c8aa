import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPaise, fromPaise, roundRupees, toPaise } from '../paise.js';

describe('toPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [499.5, 49950],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [2.675, 268],
    [0.004, 0],
    [0.005, 1],
    [-1.005, -101],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
  ])('toPaise(%s) is %s', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it('never returns -0', () => {
    expect(Object.is(toPaise(-0.001), 0)).toBe(true);
  });

  it('rounds half away from zero on the printed decimal value, for any number', () => {
    const reference = (x: number): number =>
      Math.sign(x) * Math.round(Number((Math.abs(x) * 100).toPrecision(15))) + 0;
    fc.assert(
      fc.property(
        fc.double({ min: -1e8, max: 1e8, noNaN: true }),
        (x) => toPaise(x) === reference(x),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        (n) => toPaise(n / 1000) === reference(n / 1000),
      ),
    );
  });

  it('round-trips every whole number of paise', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (p) => toPaise(fromPaise(p)) === p));
  });
});

describe('fromPaise', () => {
  it.each([
    [30, 0.3],
    [49950, 499.5],
    [1, 0.01],
    [0, 0],
  ])('fromPaise(%s) is %s', (paise, rupees) => {
    expect(fromPaise(paise)).toBe(rupees);
  });
});

describe('roundRupees', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [2.675, 2.68],
    [49.9995, 50],
    [10, 10],
  ])('roundRupees(%s) is %s', (value, rounded) => {
    expect(roundRupees(value)).toBe(rounded);
  });
});

describe('asPaise', () => {
  it('brands whole numbers and rejects fractions', () => {
    expect(asPaise(250)).toBe(250);
    expect(() => asPaise(2.5)).toThrow(RangeError);
  });
});
