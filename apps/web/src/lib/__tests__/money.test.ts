import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesOff } from '../money';

const intl = (fractionDigits: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const whole = intl(0);
const withPaise = intl(2);

describe('formatRupees', () => {
  it.each([
    [599, '₹599'],
    [123456.5, '₹1,23,456.50'],
    [1099, '₹1,099'],
    [0.3, '₹0.30'],
    [0.1 + 0.2, '₹0.30'],
    [0, '₹0'],
    [100000, '₹1,00,000'],
    [12345678.05, '₹1,23,45,678.05'],
    [-250, '-₹250'],
  ])('formats %s as %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it("prints every amount as Intl.NumberFormat('en-IN') does (whole rupees without decimals)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        const expected =
          paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
        expect(formatRupees(paise / 100)).toBe(expected);
      }),
    );
  });
});

describe('formatRupeesOff', () => {
  it('puts a real minus sign (U+2212) before the amount, with no space to break at', () => {
    expect(formatRupeesOff(49.41)).toBe('\u2212₹49.41');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (paise) => {
        const text = formatRupeesOff(paise / 100);
        expect(text.startsWith('\u2212₹')).toBe(true);
        expect(Number(text.slice(2).replaceAll(',', ''))).toBe(paise / 100);
        expect(text).not.toMatch(/\s/);
      }),
    );
  });
});
