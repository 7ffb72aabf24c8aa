import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageAmount } from '../messageAmount.js';

const intl = (fractionDigits: number) =>
  new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const whole = intl(0);
const withPaise = intl(2);

describe('messageAmount', () => {
  it.each([
    [250, '250'],
    [99.5, '99.50'],
    [0.1 + 0.2, '0.30'],
    [1000.004, '1,000'],
    [466.67, '466.67'],
    [0, '0'],
    [-0.001, '0'],
    [999, '999'],
    [1099, '1,099'],
    [100000, '1,00,000'],
    [123456.5, '1,23,456.50'],
    [12345678.05, '1,23,45,678.05'],
    [-250, '-250'],
    [-1500.5, '-1,500.50'],
  ])('messageAmount(%s) is %s', (rupees, text) => {
    expect(messageAmount(rupees)).toBe(text);
  });

  it("writes every amount as Intl.NumberFormat('en-IN') does, whole rupees without decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        const expected =
          paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
        expect(messageAmount(paise / 100)).toBe(expected);
      }),
    );
  });
});
