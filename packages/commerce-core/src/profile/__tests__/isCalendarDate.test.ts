import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../isCalendarDate.js';

describe('isCalendarDate', () => {
  it.each([
    ['1994-08-15', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-02-31', false],
    ['2023-13-01', false],
    ['2023-00-10', false],
    ['1994-8-15', false],
    ['15-08-1994', false],
    ['1994-08-15T00:00', false],
    ['', false],
  ])('%j → %s', (text, valid) => {
    expect(isCalendarDate(text)).toBe(valid);
  });
});
