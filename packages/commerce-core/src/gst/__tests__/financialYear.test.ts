import { describe, expect, it } from 'vitest';
import { documentNumber, DOCUMENT_NUMBER_MAX_LENGTH } from '../documentNumber.js';
import { financialYear } from '../financialYear.js';
import { kolkataDate } from '../kolkataDate.js';
import { kolkataMonth } from '../kolkataMonth.js';

describe('financialYear', () => {
  it.each([
    ['2027-03-31T18:29:59.999Z', '2026-27', '2627'],
    ['2027-03-31T18:30:00.000Z', '2027-28', '2728'],
    ['2026-04-01T00:00:00.000Z', '2026-27', '2627'],
    ['2026-03-31T18:29:00.000Z', '2025-26', '2526'],
    ['2026-12-31T23:00:00.000Z', '2026-27', '2627'],
    ['2099-06-15T12:00:00.000Z', '2099-00', '9900'],
  ])('%s (UTC) is in %s', (iso, label, short) => {
    const fy = financialYear(Date.parse(iso));
    expect(fy.label).toBe(label);
    expect(fy.short).toBe(short);
  });

  it('runs from 1 April 00:00 to the next 1 April 00:00, Asia/Kolkata', () => {
    const fy = financialYear(Date.parse('2026-11-11T10:00:00Z'));
    expect(new Date(fy.startsAt).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(new Date(fy.endsAt).toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(financialYear(fy.endsAt - 1).label).toBe('2026-27');
    expect(financialYear(fy.endsAt).label).toBe('2027-28');
  });
});

describe('kolkataDate', () => {
  it.each([
    ['2026-03-31T18:29:59Z', '2026-03-31'],
    ['2026-03-31T18:30:00Z', '2026-04-01'],
    ['2026-07-04T05:00:00Z', '2026-07-04'],
  ])('%s is %s in India', (iso, date) => {
    expect(kolkataDate(Date.parse(iso))).toBe(date);
  });
});

describe('kolkataMonth', () => {
  it('bounds a month in India', () => {
    expect(kolkataMonth('2026-07')).toEqual({
      startsAt: Date.parse('2026-06-30T18:30:00Z'),
      endsAt: Date.parse('2026-07-31T18:30:00Z'),
    });
    expect(kolkataMonth('2026-12')?.endsAt).toBe(Date.parse('2026-12-31T18:30:00Z'));
  });

  it.each([['2026-13'], ['2026-00'], ['2026-7'], ['July']])('refuses %j', (month) => {
    expect(kolkataMonth(month)).toBeNull();
  });
});

describe('documentNumber', () => {
  const fy = financialYear(Date.parse('2026-05-01T00:00:00Z'));

  it.each([
    ['INV', 1, 'INV2627-00001'],
    ['INV', 99999, 'INV2627-99999'],
    ['CN', 123456, 'CN2627-123456'],
    ['ABCD', 9_999_999, 'ABCD2627-9999999'],
  ])('%s #%s is %s', (series, sequence, expected) => {
    const number = documentNumber(series, fy, sequence);
    expect(number).toBe(expected);
    expect(number.length).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX_LENGTH);
  });

  it.each([
    ['inv', 1],
    ['ABCDE', 1],
    ['INV', 0],
    ['INV', 10_000_000],
    ['INV', 1.5],
  ])('throws for series %j and number %s', (series, sequence) => {
    expect(() => documentNumber(series, fy, sequence)).toThrow(RangeError);
  });
});
